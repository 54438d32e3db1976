import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

/** The window's inner width, updated on resize. */
export const useViewportWidth = () =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1024,
  );
