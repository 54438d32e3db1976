// learning-area.md 9, "Header scroll threshold 50px": past 50 px from the top, a page scrolled down
// leaves the header behind and a page scrolled up brings it back. On a phone the header takes three
// rows (products and logo, the menus, the search): 144 of 740 px that the page gets back while reading.
import { useEffect, useState } from 'react';

export const HEADER_SCROLL_THRESHOLD_PX = 50;
/** Smaller moves (a finger resting, the address bar settling) change nothing. */
const JITTER_PX = 4;

/** Whether the page has been scrolled down past the threshold and not back up since. */
export function useScrolledAway(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold) {
        setAway(false);
        last = y;
      } else if (Math.abs(y - last) > JITTER_PX) {
        setAway(y > last);
        last = y;
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return away;
}
