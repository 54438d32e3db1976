import { useEffect, useState } from 'react';

/**
 * Whether the end of a list (its sentinel element) is within `margin` of the view (IntersectionObserver;
 * a "Carregar mais" button serves keyboards and screen readers). `margin` is a CSS length below the view:
 * '100%' is a screen, '100px' the learning area's infinite scroll trigger (learning-area.md 9).
 */
export function useNearEnd(
  enabled: boolean,
  margin: string,
): [boolean, (element: HTMLDivElement | null) => void] {
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
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
