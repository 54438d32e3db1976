import { describe, expect, it } from 'vitest';
import { columnsFor, estimateRowHeight, isFastScroll, rowCount, rowRange } from './grid';

describe('virtual grid arithmetic', () => {
  it('fits as many columns as the width allows, at least one', () => {
    expect(columnsFor(360, 240, 16)).toBe(1);
    expect(columnsFor(495, 240, 16)).toBe(1);
    expect(columnsFor(496, 240, 16)).toBe(2);
    expect(columnsFor(1024, 240, 16)).toBe(4);
    expect(columnsFor(0, 240, 16)).toBe(1);
    expect(columnsFor(Number.NaN, 240, 16)).toBe(1);
  });

  it('groups items in rows, the last one possibly short', () => {
    expect(rowCount(10_000, 4)).toBe(2500);
    expect(rowCount(10, 4)).toBe(3);
    expect(rowCount(0, 4)).toBe(0);
    expect(rowRange(0, 4, 10)).toEqual([0, 4]);
    expect(rowRange(2, 4, 10)).toEqual([8, 10]);
  });

  it('estimates a row from the column width', () => {
    // 4 columns of 244 px: a 16:9 image of 137.25 px plus 150 px of text.
    expect(estimateRowHeight(1024, 4, 16, 150)).toBe(287);
    expect(estimateRowHeight(320, 1, 16, 150)).toBe(330);
  });

  it('calls a scroll a fling above 3 px per ms, and keeps the verdict while the offset holds', () => {
    // A wheel notch eased over 150 ms: reading, not flinging.
    expect(isFastScroll(100, 150, false)).toBe(false);
    expect(isFastScroll(300, 100, false)).toBe(false);
    expect(isFastScroll(1600, 16, false)).toBe(true);
    // A re-measure between two scroll events moves nothing: the last verdict stands.
    expect(isFastScroll(0, 5, true)).toBe(true);
    expect(isFastScroll(0, 5, false)).toBe(false);
    expect(isFastScroll(50, 0, false)).toBe(true);
  });
});
