// The arithmetic of a virtual grid, kept apart from React so it can be tested on its own.

/** As many columns as fit cards of at least `minItemWidth` px, `gap` px apart; never fewer than 1. */
export function columnsFor(width: number, minItemWidth: number, gap: number): number {
  if (!(width > 0)) return 1;
  return Math.max(1, Math.floor((width + gap) / (minItemWidth + gap)));
}

export const rowCount = (itemCount: number, columns: number) => Math.ceil(itemCount / Math.max(1, columns));

/** Indexes [start, end) of the items drawn in row `row`. */
export function rowRange(row: number, columns: number, itemCount: number): [number, number] {
  const start = row * columns;
  return [start, Math.min(itemCount, start + columns)];
}

/** A card's height before it is measured: a 16:9 image on a column's width plus its text. */
export function estimateRowHeight(width: number, columns: number, gap: number, textHeight: number): number {
  const columnWidth = (Math.max(width, 1) - gap * (columns - 1)) / columns;
  return Math.round((columnWidth * 9) / 16 + textHeight);
}

/**
 * Faster than this (px per ms, about four screens a second) the learner is flinging through the list,
 * not reading it: rows that appear meanwhile are drawn as light sketches until the scroll slows.
 */
const FAST_SCROLL = 3;

/** Whether moving `distance` px in `elapsed` ms is a fling; a repeated offset keeps the last verdict. */
export function isFastScroll(distance: number, elapsed: number, wasFast: boolean): boolean {
  if (distance === 0) return wasFast;
  return elapsed <= 0 || distance / elapsed > FAST_SCROLL;
}
