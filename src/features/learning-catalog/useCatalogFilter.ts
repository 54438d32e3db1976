// What the catalog is narrowed by (learning-area.md 2.3): the text typed in its search box, applied
// after the search debounce, and the tags picked. Held by the block or the page that shows the
// catalog; 'Ver todos' hands the block's filter on to the page through the address.
import { useMemo, useState } from 'react';
import type { CatalogFilter } from '../../api/learning-catalog';
import { useDebouncedValue } from '../../ui/useDebouncedValue';

export interface CatalogFilterState {
  /** The filter applied: the text as settled after the debounce, trimmed. */
  filter: CatalogFilter;
  /** The text as typed, shown in the box. */
  typed: string;
  setTyped: (text: string) => void;
  setTags: (tags: string[]) => void;
}

export function useCatalogFilter(depth: number, initial: { text?: string; tags?: string[] } = {}) {
  const [typed, setTyped] = useState(initial.text ?? '');
  const [tags, setTags] = useState<string[]>(initial.tags ?? []);
  const searchString = useDebouncedValue(typed).trim();
  const filter = useMemo(() => ({ depth, searchString, tags }), [depth, searchString, tags]);
  return { filter, typed, setTyped, setTags } satisfies CatalogFilterState;
}

/** A tag picked or let go. */
export const toggled = (tags: readonly string[], tag: string) =>
  tags.includes(tag) ? tags.filter((other) => other !== tag) : [...tags, tag];
