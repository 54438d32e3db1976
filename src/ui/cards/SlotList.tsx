// The list under the content and option lists: each item through its ItemSlot, so an invalid one shows
// the engine's fallback in place; no item at all, the empty state. The layout is the caller's class.
import type { HTMLAttributes, ReactNode } from 'react';
import { ItemSlot, type ItemResult } from '../../engine';
import { cx } from './cx';
import { EmptyState } from './EmptyState';
import { list } from './shared.css';

/** Extra attributes of a list item (the mosaic's sizes). */
export type ItemAttributes = HTMLAttributes<HTMLLIElement> & { [data: `data-${string}`]: string | undefined };

interface Props<T> {
  items: ItemResult<T>[];
  className?: string;
  itemClassName?: string;
  /** Names the list for assistive technology when a screen has more than one. */
  label?: string;
  /** Extra attributes of the n-th list item (the mosaic's sizes). */
  itemProps?: (position: number) => ItemAttributes;
  /** Draws a valid item; `index` is its place in the list (the first cards load their image at once). */
  children: (value: T, index: number) => ReactNode;
}

export function SlotList<T>({ items, className, itemClassName, label, itemProps, children }: Props<T>) {
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className={cx(list, className)} aria-label={label}>
      {items.map((item, position) => (
        <li key={item.index} className={itemClassName} {...itemProps?.(position)}>
          <ItemSlot item={item}>{(value) => children(value, item.index)}</ItemSlot>
        </li>
      ))}
    </ul>
  );
}
