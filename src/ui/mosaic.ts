// Mosaic tile sizes by item count (content-app.md 2.5): 1 fills the row; 2 at 50% each; 3-4 in
// halves (with 3, the first spans the row); more than 4: the first tile is 66.66% wide and two rows
// tall beside a column of thirds. Under the 768 px breakpoint the first spans the row, the rest halve.
export const MOSAIC_BREAKPOINT = 768;

export interface TileSize {
  /** Width in percent of the row on wide screens. */
  wide: number;
  /** Width in percent on narrow screens (< 768 px). */
  narrow: number;
  /** Rows the tile spans on wide screens. */
  rows: 1 | 2;
}

const FULL: TileSize = { wide: 100, narrow: 100, rows: 1 };

export function mosaicTileSizes(count: number): TileSize[] {
  if (count <= 0) return [];
  if (count === 1) return [FULL];
  const narrow = (index: number) => (index === 0 && count % 2 === 1 ? 100 : 50);
  return Array.from({ length: count }, (_, index): TileSize => {
    if (count === 2 || count === 4) return { wide: 50, narrow: 50, rows: 1 };
    if (count === 3) return { wide: index === 0 ? 100 : 50, narrow: narrow(index), rows: 1 };
    if (index === 0) return { wide: 66.66, narrow: narrow(index), rows: 2 };
    return { wide: 33.33, narrow: narrow(index), rows: 1 };
  });
}
