import { useSyncExternalStore } from 'react';
import { messages } from '../../i18n/messages';
import { dismissToast, toastStore } from './store';
import * as css from './ToastRegion.css';

export function ToastRegion() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  return (
    <div className={css.region} aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={css.toast[toast.tone]}
        >
          <span>{toast.text}</span>
          <button
            type="button"
            className={css.close}
            aria-label={messages.close}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
