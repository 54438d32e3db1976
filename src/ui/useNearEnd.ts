// Whether the end of a list is near the screen, for lists that load more as the learner scrolls: a
// sentinel element after the last card, watched by an IntersectionObserver whose bottom margin says
// how near is near (a screen for the paged list, 100 px for the learning catalog, learning-area.md 9).
// Where there is no IntersectionObserver it never reports: the list's own button loads more.
import { useEffect, useState } from 'react';

export function useNearEnd(
  enabled: boolean,
  margin: string,
): [boolean, (element: HTMLElement | null) => void] {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)), {
      rootMargin: `0px 0px ${margin} 0px`,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, sentinel, margin]);
  return [enabled && visible, setSentinel];
}
