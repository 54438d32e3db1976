// A list of content rows: each item through its ItemSlot, so an invalid one shows the engine's
// fallback in place. The layout (grid, single column) is the caller's class.
import type { ReactNode } from 'react';
import type { ContentItem } from '../generated/types';
import { ItemSlot, type ItemResult } from '../engine';
import { EAGER_COUNT } from './cards/CardImage';
import { cx } from './cards/cx';
import { EmptyState } from './cards/EmptyState';
import { list } from './cards/shared.css';
import { ContentRow } from './ContentRow';

interface Props {
  items: ItemResult<ContentItem>[];
  idSection: number;
  className?: string;
  /** Names the list for assistive technology when a screen has more than one. */
  label?: string;
  /** Shown above each row's title (see ContentRow). */
  rowLabel?: (item: ContentItem) => ReactNode;
  /** Where a row leads, when not to the content page (see ContentRow). */
  rowTo?: (item: ContentItem) => string | undefined;
}

export function ContentRowList({ items, idSection, className, label, rowLabel, rowTo }: Props) {
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className={cx(list, className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.index}>
          <ItemSlot item={item}>
            {(value) => (
              <ContentRow
                item={value}
                idSection={idSection}
                eager={item.index < EAGER_COUNT}
                label={rowLabel?.(value)}
                to={rowTo?.(value)}
              />
            )}
          </ItemSlot>
        </li>
      ))}
    </ul>
  );
}
