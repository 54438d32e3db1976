// A list of option tiles (SlotList: an invalid option shows the engine's fallback in place). Layouts
// pass their own classes and, for the mosaic, per-tile attributes.
import type { MenuOption } from '../../generated/types';
import type { ItemResult } from '../../engine';
import { EAGER_COUNT } from './CardImage';
import { OptionTile, type ImageStyle } from './OptionTile';
import { SlotList, type ItemAttributes } from './SlotList';

interface Props {
  items: ItemResult<MenuOption>[];
  className?: string;
  itemClassName?: string;
  imageStyle?: ImageStyle;
  fill?: boolean;
  /** Extra attributes of the n-th list item (the mosaic's sizes). */
  itemProps?: (position: number) => ItemAttributes;
}

export function OptionList({ items, className, itemClassName, imageStyle, fill, itemProps }: Props) {
  return (
    <SlotList items={items} className={className} itemClassName={itemClassName} itemProps={itemProps}>
      {(value, index) => (
        <OptionTile
          option={value}
          imageStyle={imageStyle}
          fill={fill}
          eager={index < EAGER_COUNT}
          first={index === 0}
        />
      )}
    </SlotList>
  );
}
