// The attributes of one mosaic tile: its grid spans as CSS variables, and the percentages of
// mosaicTileSizes as data attributes (designers inspect them, tests read them).
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { TileSize } from './mosaic';
import { narrowSpan, rows, wideSpan } from './MosaicGrid.css';

const COLUMNS = 12;
const span = (percent: number) => String(Math.round((percent * COLUMNS) / 100));

export function mosaicTileProps(size: TileSize | undefined) {
  if (!size) return {};
  return {
    style: assignInlineVars({
      [wideSpan]: span(size.wide),
      [narrowSpan]: span(size.narrow),
      [rows]: String(size.rows),
    }),
    'data-wide': `${size.wide}%`,
    'data-narrow': `${size.narrow}%`,
    'data-rows': String(size.rows),
  };
}
