// A list of content cards: each item through its ItemSlot, so an invalid one shows the engine's
// fallback in place. The layout (grid, row) is the caller's class.
import type { ContentItem } from '../../generated/types';
import { ItemSlot, type ItemResult } from '../../engine';
import { EAGER_COUNT } from './CardImage';
import { ContentCard } from './ContentCard';
import { cx } from './cx';
import { EmptyState } from './EmptyState';
import { list } from './shared.css';

interface Props {
  items: ItemResult<ContentItem>[];
  idSection: number;
  className?: string;
  itemClassName?: string;
}

export function ContentCardList({ items, idSection, className, itemClassName }: Props) {
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className={cx(list, className)}>
      {items.map((item) => (
        <li key={item.index} className={itemClassName}>
          <ItemSlot item={item}>
            {(value) => <ContentCard item={value} idSection={idSection} eager={item.index < EAGER_COUNT} />}
          </ItemSlot>
        </li>
      ))}
    </ul>
  );
}
