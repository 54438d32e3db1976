// Where a learner was in a long list, so coming back (browser back, "Voltar") lands at the same card.
// The position goes to sessionStorage (per tab); the measured row heights stay in memory, since they
// are only useful while the query cache still holds the pages.
import type { VirtualItem } from '@tanstack/react-virtual';

export interface SavedScroll {
  /** window.scrollY when last seen. */
  y: number;
  /** How many items were drawn then: fewer now means the pages are gone and y cannot be reached. */
  count: number;
}

const storageKey = (key: string) => `virtual-scroll:${key}`;
const measured = new Map<string, VirtualItem[]>();

export function readScroll(key: string): SavedScroll | null {
  try {
    const saved = JSON.parse(
      sessionStorage.getItem(storageKey(key)) ?? 'null',
    ) as Partial<SavedScroll> | null;
    return typeof saved?.y === 'number' && typeof saved.count === 'number'
      ? { y: saved.y, count: saved.count }
      : null;
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

export const rememberMeasurements = (key: string, items: VirtualItem[]) => measured.set(key, items);
export const recallMeasurements = (key: string) => measured.get(key);
