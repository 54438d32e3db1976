// A list of content rows (SlotList: an invalid item shows the engine's fallback in place). The layout
// (grid, single column) is the caller's class.
import type { ReactNode } from 'react';
import type { ContentItem } from '../generated/types';
import type { ItemResult } from '../engine';
import { EAGER_COUNT } from './cards/CardImage';
import { SlotList } from './cards/SlotList';
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
  return (
    <SlotList items={items} className={className} label={label}>
      {(value, index) => (
        <ContentRow
          item={value}
          idSection={idSection}
          eager={index < EAGER_COUNT}
          label={rowLabel?.(value)}
          to={rowTo?.(value)}
        />
      )}
    </SlotList>
  );
}
