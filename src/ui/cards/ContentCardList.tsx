// A list of content cards (SlotList: an invalid item shows the engine's fallback in place). The layout
// (grid, row) is the caller's class.
import type { ReactNode } from 'react';
import type { ContentItem } from '../../generated/types';
import type { ItemResult } from '../../engine';
import { EAGER_COUNT } from './CardImage';
import { ContentCard } from './ContentCard';
import { SlotList } from './SlotList';

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
  return (
    <SlotList items={items} className={className} itemClassName={itemClassName} label={label}>
      {(value, index) => (
        <ContentCard
          item={value}
          idSection={idSection}
          eager={index < EAGER_COUNT}
          overlay={overlay?.(value)}
          to={linkTo?.(value)}
        />
      )}
    </SlotList>
  );
}
