import { useEffect, useState } from 'react';

/** Search fields apply what was typed after this pause (content-app.md 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** `value`, once it has stayed the same for `delayMs`: typing restarts the wait. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
