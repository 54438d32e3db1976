// Keeping the previous data while the data of a new key loads (ADR 0009): the part inside <Loaded>
// reads `shown`, which stays the previous key until the new one's data has come, and `stale` says
// so (aria-busy on the list). React's useDeferredValue does that for an ordinary update, but inside a
// transition it gives the new value at once, and the router changes the URL (a tab in ?aba=) in a
// transition: there the part would suspend the whole transition, and the screen, the clicked tab
// included, would wait for the data. So the key is first taken in an effect, an ordinary update,
// and deferred from there.
import { useDeferredValue, useEffect, useState } from 'react';

export function useDeferredKey<T>(key: T): { shown: T; stale: boolean } {
  const [taken, setTaken] = useState(key);
  // The one purpose of this effect: its update is not part of the transition that changed `key`.
  // oxlint-disable-next-line react/set-state-in-effect
  useEffect(() => setTaken(key), [key]);
  const shown = useDeferredValue(taken);
  return { shown, stale: !Object.is(shown, key) };
}
