// A window-scrolled grid that draws only the rows on screen (plus a few), so lists of thousands of
// cards stay smooth, and that puts the learner back where they were when they come back to it.
// Rows hold as many cards as the list's width fits; each row is measured once drawn.
import { memo, useEffectEvent, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useNavigationType } from 'react-router-dom';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { columnsFor, estimateRowHeight, isFastScroll, rowCount, rowRange } from './grid';
import {
  canRestore,
  readScroll,
  recallMeasurements,
  rememberMeasurements,
  writeScroll,
} from './scroll-memory';
import * as css from './VirtualGrid.css';

/** Row keys are row * MAX_COLUMNS + columns: unique while no width fits this many cards a row. */
const MAX_COLUMNS = 64;

interface Props<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /**
   * Draws one item. `sketch` is true while the learner flings through the list: draw something light
   * of the same size (no image, no link); the item is drawn again in full once the scroll slows.
   */
  renderItem: (item: T, index: number, sketch: boolean) => ReactNode;
  /** Names the list for assistive technology. */
  label: string;
  /** How many items the whole list holds, loaded or not (announced as each card's set size). */
  total?: number;
  /** Where the scroll position is remembered (e.g. the section and its filter); none: not kept. */
  memoryKey?: string;
  minItemWidth?: number;
  gap?: number;
  /** Height of a card below its 16:9 image, for rows not measured yet. */
  textHeight?: number;
  /** Rows drawn beyond each edge of the screen. */
  overscan?: number;
}

export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  label,
  total = items.length,
  memoryKey,
  minItemWidth = 240,
  gap = 16,
  textHeight = 150,
  overscan = 3,
}: Props<T>) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const { width, top } = useListBox(list);
  const columns = Math.min(MAX_COLUMNS - 1, columnsFor(width, minItemWidth, gap));
  const navigationType = useNavigationType();
  // Read once: a back or forward move returns to the saved place, a new visit starts at the top.
  const [restore] = useState(() => {
    const saved = memoryKey && navigationType === 'POP' ? readScroll(memoryKey) : null;
    return canRestore(saved, items.length) ? saved : null;
  });

  // The virtualizer is a mutable object read during render by design; nothing here is compiled by
  // the React Compiler, so its memoisation caveat does not apply.
  // How fast the window scrolls, updated at each scroll the virtualizer sees (before it re-renders).
  const speed = useRef({ offset: 0, at: 0, fast: false });
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count: rowCount(items.length, columns),
    estimateSize: () => estimateRowHeight(width, columns, gap, textHeight),
    overscan,
    gap,
    // A scroll re-renders in React's own time, not synchronously inside the scroll event: fewer,
    // shorter tasks while a long list flies by (and no flushSync inside React's commit).
    useFlushSync: false,
    // A row's cards change with the column count, so its measured height only holds for that count.
    // A number, not a string: keys are read for every row whenever a measurement changes.
    getItemKey: (row) => row * MAX_COLUMNS + columns,
    scrollMargin: top,
    ...(restore ? { initialOffset: restore.y } : {}),
    initialMeasurementsCache: (restore && memoryKey && recallMeasurements(memoryKey)) || [],
    onChange: (instance) => {
      const now = performance.now();
      const offset = instance.scrollOffset ?? 0;
      const last = speed.current;
      // The virtualizer stops "scrolling" 150 ms after the last scroll event: the sketches are drawn.
      last.fast =
        instance.isScrolling && isFastScroll(Math.abs(offset - last.offset), now - last.at, last.fast);
      last.offset = offset;
      last.at = now;
    },
  });
  // Read at render on purpose: the ref is written just before the re-render it causes.
  const flinging = speed.current.fast;

  useLayoutEffect(() => {
    if (restore) window.scrollTo(0, restore.y);
  }, [restore]);

  // Saved when the list goes: a layout effect's cleanup runs before the list leaves the DOM, so the
  // page is still as tall and window.scrollY is where the learner was. (Saving while scrolling would
  // read the layout the virtualizer has just changed, forcing it at every frame.)
  const leave = useEffectEvent(() => {
    if (!memoryKey) return;
    writeScroll(memoryKey, { y: window.scrollY, count: items.length });
    rememberMeasurements(memoryKey, virtualizer.takeSnapshot());
  });
  useLayoutEffect(() => () => leave(), [memoryKey]);

  return (
    <div
      ref={setList}
      role="list"
      aria-label={label}
      className={css.list}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const [start, end] = rowRange(row.index, columns, items.length);
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role="presentation"
            className={css.row}
            style={{
              transform: `translateY(${row.start - top}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: gap,
            }}
          >
            {items.slice(start, end).map((item, offset) => (
              <Cell
                key={itemKey(item)}
                item={item}
                index={start + offset}
                total={total}
                renderItem={renderItem}
                flinging={flinging}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

interface CellProps<T> {
  item: T;
  index: number;
  total: number;
  renderItem: (item: T, index: number, sketch: boolean) => ReactNode;
  flinging: boolean;
}

// Scrolling re-renders the grid at every frame; a card whose item and place did not change is not
// drawn again. A card that appears during a fling is sketched (mounting a full card, its link and
// image for each of the ~20 cards that cross the screen per frame made tasks over 50 ms); once drawn
// in full it stays so, even when the next fling starts.
const Cell = memo(function Cell<T>({ item, index, total, renderItem, flinging }: CellProps<T>) {
  const [drawn, setDrawn] = useState(!flinging);
  // State adjusted during render (React's pattern for state derived from props): no extra commit.
  if (!flinging && !drawn) setDrawn(true);
  return (
    // Only some cards are in the page: the position and total still tell where one is.
    <div role="listitem" aria-posinset={index + 1} aria-setsize={total} className={css.cell}>
      {renderItem(item, index, !drawn)}
    </div>
  );
}) as <T>(props: CellProps<T>) => ReactNode;

/**
 * The list's width (its columns) and its distance from the top of the document (where the window's
 * scroll reaches it), followed as the window, the list or what is above it (chips arriving) change.
 */
function useListBox(list: HTMLElement | null): { width: number; top: number } {
  const [box, setBox] = useState(() => ({
    width: typeof window === 'undefined' ? 1024 : window.innerWidth,
    top: 0,
  }));
  useLayoutEffect(() => {
    if (!list) return;
    const read = () => {
      // jsdom reports a width of 0: the window's stands in.
      const width = list.clientWidth || window.innerWidth;
      const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
      setBox((old) => (old.width === width && old.top === top ? old : { width, top }));
    };
    read();
    window.addEventListener('resize', read);
    // The body's size changes whenever something above or in the list does.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    observer?.observe(list);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', read);
      observer?.disconnect();
    };
  }, [list]);
  return box;
}
