// Items laid out as a mosaic (content-app.md 2.5): each through its ItemSlot, so an invalid one
// keeps its tile for the fallback. Used by the content mosaics; the home mosaic sizes OptionList
// with the same mosaicTileProps and classes.
import type { ReactNode } from 'react';
import { ItemSlot, type ItemResult } from '../engine';
import { cx } from './cards/cx';
import { EmptyState } from './cards/EmptyState';
import { list } from './cards/shared.css';
import { mosaicTileSizes } from './mosaic';
import { mosaicTileProps } from './mosaicTile';
import * as css from './MosaicGrid.css';

interface Props<T> {
  items: ItemResult<T>[];
  /** Draws one valid item; `position` is its place in the list (0 = the first tile). */
  children: (value: T, position: number) => ReactNode;
}

export function MosaicGrid<T>({ items, children }: Props<T>) {
  if (items.length === 0) return <EmptyState />;
  const sizes = mosaicTileSizes(items.length);
  return (
    <ul className={cx(list, css.mosaic)}>
      {items.map((item, position) => (
        <li key={item.index} className={css.tile} {...mosaicTileProps(sizes[position])}>
          <ItemSlot item={item}>{(value) => children(value, position)}</ItemSlot>
        </li>
      ))}
    </ul>
  );
}
