// Where a learner was in a long list, so coming back (browser back, "Voltar") lands at the same card.
// The position and the row height it was measured with go to sessionStorage (per tab): with both, the
// list is drawn at once at its full height and the saved place can be reached before anything is
// measured again.

export interface SavedScroll {
  /** window.scrollY when last seen. */
  y: number;
  /** How many items were drawn then: fewer now means the pages are gone and y cannot be reached. */
  count: number;
  /** The row height measured then, and the list width it holds for. */
  row?: RowHeight;
}

export interface RowHeight {
  width: number;
  height: number;
}

const storageKey = (key: string) => `virtual-scroll:${key}`;

const isRowHeight = (value: unknown): value is RowHeight =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RowHeight).width === 'number' &&
  typeof (value as RowHeight).height === 'number' &&
  (value as RowHeight).height > 0;

export function readScroll(key: string): SavedScroll | null {
  try {
    const saved = JSON.parse(
      sessionStorage.getItem(storageKey(key)) ?? 'null',
    ) as Partial<SavedScroll> | null;
    if (typeof saved?.y !== 'number' || typeof saved.count !== 'number') return null;
    return { y: saved.y, count: saved.count, ...(isRowHeight(saved.row) ? { row: saved.row } : {}) };
  } catch {
    // Storage blocked (privacy mode) or a value written by something else: nothing to restore.
    return null;
  }
}

export function writeScroll(key: string, saved: SavedScroll): void {
  try {
    sessionStorage.setItem(storageKey(key), JSON.stringify(saved));
  } catch {
    // Full or blocked storage only costs the restore.
  }
}

/** Restore only a position the list can reach again: as many items back as when it was saved. */
export const canRestore = (saved: SavedScroll | null, count: number): saved is SavedScroll =>
  saved !== null && count > 0 && count >= saved.count;
