// content-app.md 4 and 9: the store area has its own idle time-out, 60000 ms. A learner who left the
// store open for a minute comes back to what may be stale (a purchase made on another device, a
// price the tenant changed): once idle, the store's data is refetched, so the next look is current.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { storeKeys } from '../../api/store';

const STORE_IDLE_MS = 60_000;

const activity = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function useStoreIdle(timeoutMs: number = STORE_IDLE_MS) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: storeKeys.all }), timeoutMs);
    };
    restart();
    for (const name of activity) window.addEventListener(name, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of activity) window.removeEventListener(name, restart);
    };
  }, [queryClient, timeoutMs]);
}
