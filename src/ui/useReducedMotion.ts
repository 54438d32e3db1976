import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

const subscribe = (notify: () => void) => {
  const list = query();
  list?.addEventListener('change', notify);
  return () => list?.removeEventListener('change', notify);
};

/** True when the user asked the system for less motion: nothing should move by itself. */
export const useReducedMotion = () =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
