// Home layout "mosaic" (content-app.md 2.1, 2.5): tile sizes follow the item count through
// mosaicTileSizes (wide % at 768 px and up, narrow % below; a two-row first tile past 4 items).
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HomeLayoutProps } from '../../../src/engine';
import { OptionList } from '../../../src/ui/cards';
import { mosaicTileSizes, type TileSize } from '../../../src/ui/mosaic';
import * as css from './styles.css';

const COLUMNS = 12;
const span = (percent: number) => String(Math.round((percent * COLUMNS) / 100));

// The percentages also go out as data attributes: designers inspect them, tests read them.
function tileProps(size: TileSize | undefined) {
  if (!size) return {};
  return {
    style: assignInlineVars({
      [css.wideSpan]: span(size.wide),
      [css.narrowSpan]: span(size.narrow),
      [css.rows]: String(size.rows),
    }),
    'data-wide': `${size.wide}%`,
    'data-narrow': `${size.narrow}%`,
    'data-rows': String(size.rows),
  };
}

export default function Mosaic({ items }: HomeLayoutProps) {
  const sizes = mosaicTileSizes(items.length);
  return (
    <OptionList
      items={items}
      className={css.mosaic}
      itemClassName={css.tile}
      fill
      itemProps={(position) => tileProps(sizes[position])}
    />
  );
}
