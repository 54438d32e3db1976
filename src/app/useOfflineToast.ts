import { useEffect } from 'react';
import { showToast } from '../ui/toast';
import { messages } from '../i18n/messages';
import { OFFLINE_TOAST_MS } from '../api/instance';

/** Losing the connection shows the spec's toast for 5 s, as a failed call does. */
export function useOfflineToast() {
  useEffect(() => {
    const onOffline = () => showToast(messages.offline, { tone: 'warning', durationMs: OFFLINE_TOAST_MS });
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, []);
}
