// A tiny toast queue outside React, so the HTTP client can raise the offline toast.
export type ToastTone = 'info' | 'success' | 'error' | 'warning';
export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const SNACKBAR_DEFAULT_MS = 8000;

/** Shows `text` for `durationMs`; the same text already on screen is not stacked twice. */
export function showToast(
  text: string,
  { tone = 'info', durationMs = SNACKBAR_DEFAULT_MS }: { tone?: ToastTone; durationMs?: number } = {},
) {
  if (toasts.some((toast) => toast.text === text)) return;
  const toast = { id: nextId++, text, tone };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), durationMs);
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => toasts,
};
