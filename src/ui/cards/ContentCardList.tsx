// A list of content cards: each item through its ItemSlot, so an invalid one shows the engine's
// fallback in place. The layout (grid, row) is the caller's class.
import type { ReactNode } from 'react';
import type { ContentItem } from '../../generated/types';
import { ItemSlot, type ItemResult } from '../../engine';
import { EAGER_COUNT } from './CardImage';
import { ContentCard } from './ContentCard';
import { cx } from './cx';
import { EmptyState } from './EmptyState';
import { list } from './shared.css';

interface Props {
  items: ItemResult<ContentItem>[];
  /** Carried in each card's link; without it, each item's own idSection. */
  idSection?: number;
  className?: string;
  itemClassName?: string;
  /** Drawn over each card's image (see ContentCard). */
  overlay?: (item: ContentItem) => ReactNode;
  /** Names the list for assistive technology when a screen has more than one. */
  label?: string;
  /** Where each card leads, when not the content page (see ContentCard's `to`). */
  linkTo?: (item: ContentItem) => string;
}

export function ContentCardList({
  items,
  idSection,
  className,
  itemClassName,
  overlay,
  label,
  linkTo,
}: Props) {
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className={cx(list, className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.index} className={itemClassName}>
          <ItemSlot item={item}>
            {(value) => (
              <ContentCard
                item={value}
                idSection={idSection}
                eager={item.index < EAGER_COUNT}
                overlay={overlay?.(value)}
                to={linkTo?.(value)}
              />
            )}
          </ItemSlot>
        </li>
      ))}
    </ul>
  );
}
