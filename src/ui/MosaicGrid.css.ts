// The mosaic grid shared by the home mosaic and the mosaic sections (types 3 and 4): 12 columns
// express 100, 66.66, 50 and 33.33 % exactly; each tile's spans come from mosaicTileSizes.
import { createVar, style } from '@vanilla-extract/css';
import { MOSAIC_BREAKPOINT } from './mosaic';

export const wideSpan = createVar();
export const narrowSpan = createVar();
export const rows = createVar();

const wide = `screen and (min-width: ${MOSAIC_BREAKPOINT}px)`;

// No `dense` packing: the visual order must stay the DOM (and focus) order.
export const mosaic = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  gridAutoRows: '10rem',
  gap: '0.5rem',
  padding: '0.5rem',
  '@media': { [wide]: { gridAutoRows: '13rem', gap: '0.75rem', padding: '0.75rem' } },
});

// Two-row tiles only on wide screens (TileSize.rows); below the breakpoint every tile is one row.
export const tile = style({
  gridColumn: `span ${narrowSpan}`,
  '@media': { [wide]: { gridColumn: `span ${wideSpan}`, gridRow: `span ${rows}` } },
});
