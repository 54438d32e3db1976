// The boxes of a checkbox list that are ticked (terms, topics), as a set the list's inputs tick and untick.
import { useState } from 'react';

export function useTickedSet(initial: () => Iterable<string> = () => []) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(initial()));
  const tick = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  return [ticked, tick] as const;
}
