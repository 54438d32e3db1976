import { describe, expect, it } from 'vitest';
import { mosaicTileSizes } from './mosaic';
import { groupItems, itemsPerGroup } from './carousel';

const wide = (count: number) => mosaicTileSizes(count).map((tile) => tile.wide);

describe('mosaic tile sizes by item count', () => {
  it('fills the row with one tile', () =>
    expect(mosaicTileSizes(1)).toEqual([{ wide: 100, narrow: 100, rows: 1 }]));
  it('halves two tiles', () => expect(wide(2)).toEqual([50, 50]));
  it('spans the first of three, halves the rest', () => expect(wide(3)).toEqual([100, 50, 50]));
  it('halves four tiles', () => expect(wide(4)).toEqual([50, 50, 50, 50]));
  it('makes the first of more than four 66.66% wide and two rows tall', () => {
    const tiles = mosaicTileSizes(6);
    expect(tiles[0]).toEqual({ wide: 66.66, narrow: 50, rows: 2 });
    expect(tiles.slice(1).every((tile) => tile.wide === 33.33 && tile.rows === 1)).toBe(true);
  });
  it('under 768 px keeps rows full: an odd count spans the first tile', () => {
    expect(mosaicTileSizes(5).map((tile) => tile.narrow)).toEqual([100, 50, 50, 50, 50]);
    expect(mosaicTileSizes(4).map((tile) => tile.narrow)).toEqual([50, 50, 50, 50]);
    expect(mosaicTileSizes(6).map((tile) => tile.narrow)).toEqual([50, 50, 50, 50, 50, 50]);
    expect(mosaicTileSizes(7).map((tile) => tile.narrow)).toEqual([100, 50, 50, 50, 50, 50, 50]);
  });
  it('draws nothing for no items', () => expect(mosaicTileSizes(0)).toEqual([]));
});

describe('carousel groups', () => {
  it.each([
    [1200, 3],
    [992, 3],
    [991, 2],
    [800, 2],
    [799, 1],
    [320, 1],
  ])('at %i px shows %i per group', (width, size) => expect(itemsPerGroup(width)).toBe(size));
  it('groups items', () => expect(groupItems([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]));
});
