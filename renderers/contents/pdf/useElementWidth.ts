import { useCallback, useRef, useState } from 'react';

/**
 * The content width of an element, followed with a ResizeObserver (the page is drawn to fit it).
 * 0 until measured, or where ResizeObserver does not exist.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver>(undefined);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = undefined;
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      // Whole pixels: sub-pixel jitter would redraw the canvas for nothing.
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
