// A list of option tiles: each item through its ItemSlot, so an invalid option shows the engine's
// fallback in place. Layouts pass their own classes and, for the mosaic, per-tile attributes.
import type { HTMLAttributes } from 'react';
import type { MenuOption } from '../../generated/types';
import { ItemSlot, type ItemResult } from '../../engine';
import { EAGER_COUNT } from './CardImage';
import { cx } from './cx';
import { EmptyState } from './EmptyState';
import { OptionTile, type ImageStyle } from './OptionTile';
import { list } from './shared.css';

interface Props {
  items: ItemResult<MenuOption>[];
  className?: string;
  itemClassName?: string;
  imageStyle?: ImageStyle;
  fill?: boolean;
  /** Extra attributes of the n-th list item (the mosaic's sizes). */
  itemProps?: (
    position: number,
  ) => HTMLAttributes<HTMLLIElement> & { [data: `data-${string}`]: string | undefined };
}

export function OptionList({ items, className, itemClassName, imageStyle, fill, itemProps }: Props) {
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className={cx(list, className)}>
      {items.map((item, position) => (
        <li key={item.index} className={itemClassName} {...itemProps?.(position)}>
          <ItemSlot item={item}>
            {(value) => (
              <OptionTile
                option={value}
                imageStyle={imageStyle}
                fill={fill}
                eager={item.index < EAGER_COUNT}
                first={item.index === 0}
              />
            )}
          </ItemSlot>
        </li>
      ))}
    </ul>
  );
}
