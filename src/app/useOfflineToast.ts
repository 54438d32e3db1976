import { useEffect } from 'react';
import { showToast } from '../ui/toast';
import { messages } from '../i18n/messages';
import { setOfflineHandler } from '../api/instance';

const OFFLINE_TOAST_MS = 5000;

/** The spec's toast for a lost connection, shown for 5 s. */
export const showOfflineToast = () =>
  showToast(messages.offline, { tone: 'warning', durationMs: OFFLINE_TOAST_MS });

/** At start-up, before the first call: a call that finds no connection shows the toast. */
export function showOfflineToastOnFailedCalls() {
  setOfflineHandler(showOfflineToast);
}

/**
 * Losing the connection shows the spec's toast for 5 s, as a failed call does; so does starting without
 * one (the service worker's shell, offline: a screen may make no call that fails).
 */
export function useOfflineToast() {
  useEffect(() => {
    if (!navigator.onLine) showOfflineToast();
    window.addEventListener('offline', showOfflineToast);
    return () => window.removeEventListener('offline', showOfflineToast);
  }, []);
}
