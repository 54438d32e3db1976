// A window-scrolled grid that draws only the rows on screen (plus a few), so lists of thousands of
// cards stay smooth, and that puts the learner back where they were when they come back to it.
// Rows hold as many cards as the list's width fits. Every card is drawn at one height (the cards give
// their text a fixed number of lines), so one card is measured per list width and its height stands
// for every row: rows coming into view are placed by arithmetic, never measured (measuring each new
// row forced a layout inside React's commit at every frame of a fast scroll).
import {
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Key,
  type ReactNode,
} from 'react';
import { useNavigationType } from 'react-router-dom';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { columnsFor, estimateRowHeight, isFastScroll, rowCount, rowRange } from './grid';
import { drawSoon } from './draw-queue';
import { canRestore, readScroll, writeScroll, type RowHeight } from './scroll-memory';
import { cx } from '../cards/cx';
import * as css from './VirtualGrid.css';

/** Row keys are row * MAX_COLUMNS + columns: unique while no width fits this many cards a row. */
const MAX_COLUMNS = 64;

/** Rows drawn beyond each edge of the screen while the learner flings through the list. */
const FLING_OVERSCAN = 1;

interface Props<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /**
   * Draws one item, at the same height as every other item of the list (the first one drawn is
   * measured for all).
   */
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the list for assistive technology. */
  label: string;
  /** How many items the whole list holds, loaded or not (announced as each card's set size). */
  total?: number;
  /** Where the scroll position is remembered (e.g. the section and its filter); none: not kept. */
  memoryKey?: string;
  minItemWidth?: number;
  /** Cards a row, when the list's own rule says (the learning card formats); else as many as fit. */
  columns?: number;
  gap?: number;
  /** Height of a card below its 16:9 image, until a card is measured. */
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
  columns: fixedColumns,
  gap = 16,
  textHeight = 150,
  overscan = 3,
}: Props<T>) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const { width, top } = useListBox(list);
  const columns = Math.min(MAX_COLUMNS - 1, fixedColumns ?? columnsFor(width, minItemWidth, gap));
  const navigationType = useNavigationType();
  // Read once: a back or forward move returns to the saved place, a new visit starts at the top.
  const [restore] = useState(() => {
    const saved = memoryKey && navigationType === 'POP' ? readScroll(memoryKey) : null;
    return canRestore(saved, items.length) ? saved : null;
  });
  const [measured, setMeasured] = useState<RowHeight | null>(() => restore?.row ?? null);
  const rowHeight =
    measured?.width === width ? measured.height : estimateRowHeight(width, columns, gap, textHeight);
  const measureCard = useCardMeasure(width, setMeasured);

  // The virtualizer places its rows again only when an option such as the key function changes:
  // this one is new whenever the columns or the row height do, and the same otherwise.
  // A row's cards change with the column count, so its place only holds for that count.
  const getItemKey = useMemo(() => {
    void rowHeight;
    return (row: number) => row * MAX_COLUMNS + columns;
  }, [columns, rowHeight]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);

  // The virtualizer is a mutable object read during render by design; nothing here is compiled by
  // the React Compiler, so its memoisation caveat does not apply.
  // How fast the window scrolls, updated at each scroll the virtualizer sees (before it re-renders).
  const speed = useRef({ offset: 0, at: 0, fast: false });
  // Read at render on purpose: the ref is written just before the re-render it causes.
  const flinging = speed.current.fast;
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count: rowCount(items.length, columns),
    estimateSize,
    // Fewer rows around the screen while cards fly by: each frame of a fling mounts every row.
    overscan: flinging ? Math.min(overscan, FLING_OVERSCAN) : overscan,
    gap,
    // A scroll re-renders in React's own time, not synchronously inside the scroll event: fewer,
    // shorter tasks while a long list flies by (and no flushSync inside React's commit).
    useFlushSync: false,
    getItemKey,
    scrollMargin: top,
    ...(restore ? { initialOffset: restore.y } : {}),
    onChange: (instance) => {
      const now = performance.now();
      const offset = instance.scrollOffset ?? 0;
      const last = speed.current;
      // The virtualizer stops "scrolling" 150 ms after the last scroll event: sketched rows are drawn.
      last.fast =
        instance.isScrolling && isFastScroll(Math.abs(offset - last.offset), now - last.at, last.fast);
      last.offset = offset;
      last.at = now;
    },
  });

  useLayoutEffect(() => {
    if (restore) window.scrollTo(0, restore.y);
  }, [restore]);

  // Saved when the list goes: a layout effect's cleanup runs before the list leaves the DOM, so the
  // page is still as tall and window.scrollY is where the learner was. (Saving while scrolling would
  // read the layout the virtualizer has just changed, forcing it at every frame.)
  const leave = useEffectEvent(() => {
    if (!memoryKey) return;
    writeScroll(memoryKey, {
      y: window.scrollY,
      count: items.length,
      ...(measured?.width === width ? { row: measured } : {}),
    });
  });
  useLayoutEffect(() => () => leave(), [memoryKey]);

  const rows = virtualizer.getVirtualItems();
  // One card is measured per width: the first card drawn, until its height is known.
  const measuring = measured?.width === width ? null : rows[0]?.index;
  return (
    <div
      ref={setList}
      role="list"
      aria-label={label}
      className={css.list}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const [start, end] = rowRange(row.index, columns, items.length);
        return (
          <Row
            key={row.key}
            offset={row.start - top}
            height={rowHeight}
            width={width}
            columns={columns}
            gap={gap}
            flinging={flinging}
          >
            {items.slice(start, end).map((item, offset) => (
              <Cell
                key={itemKey(item)}
                item={item}
                index={start + offset}
                total={total}
                renderItem={renderItem}
                measure={row.index === measuring && offset === 0 ? measureCard : undefined}
              />
            ))}
          </Row>
        );
      })}
    </div>
  );
}

interface RowProps {
  /** Distance from the top of the list. */
  offset: number;
  height: number;
  width: number;
  columns: number;
  gap: number;
  flinging: boolean;
  /** The row's cells: only mounted once the row is drawn in full. */
  children: ReactNode;
}

// A row that comes into view during a fling is one sketched element: card shapes painted by its own
// background, no cells. (Mounting its cards, some 160 elements a frame with their links and images,
// made frames of a fast scroll longer than 50 ms.) Once the fling ends its cards are drawn, one row
// a frame; a row drawn in full stays so while it is on screen.
function Row({ offset, height, width, columns, gap, flinging, children }: RowProps) {
  const [drawn, setDrawn] = useState(!flinging);
  useEffect(() => {
    if (flinging || drawn) return;
    return drawSoon(() => setDrawn(true));
  }, [flinging, drawn]);
  const placed = { height, transform: `translateY(${offset}px)` };
  if (!drawn) {
    const card = (width - gap * (columns - 1)) / columns;
    return (
      <div
        role="presentation"
        className={cx(css.row, css.sketch)}
        style={{
          ...placed,
          ...assignInlineVars({
            [css.sketchVars.tile]: `${card + gap}px`,
            [css.sketchVars.image]: `${(card * 9) / 16}px`,
            [css.sketchVars.gap]: `${gap}px`,
          }),
        }}
      />
    );
  }
  return (
    <div
      role="presentation"
      className={css.row}
      style={{ ...placed, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: gap }}
    >
      {children}
    </div>
  );
}

interface CellProps<T> {
  item: T;
  index: number;
  total: number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Given to the one cell whose card is measured for every row. */
  measure: ((cell: HTMLDivElement | null) => void) | undefined;
}

// Scrolling re-renders the grid at every frame; a card whose item and place did not change is not
// drawn again.
const Cell = memo(function Cell<T>({ item, index, total, renderItem, measure }: CellProps<T>) {
  return (
    // Only some cards are in the page: the position and total still tell where one is.
    <div ref={measure} role="listitem" aria-posinset={index + 1} aria-setsize={total} className={css.cell}>
      {renderItem(item, index)}
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

/**
 * A ref for one cell: its card's own height (a card is not stretched to its row) is reported with the
 * list width it was measured at. A ResizeObserver reads it after layout, so nothing is forced; the
 * cell lets go of the ref once the height is known.
 */
function useCardMeasure(width: number, report: (row: RowHeight) => void) {
  const observer = useRef<ResizeObserver | null>(null);
  // The width of the latest render, read when the size arrives.
  const currentWidth = useRef(width);
  useLayoutEffect(() => {
    currentWidth.current = width;
  }, [width]);
  useLayoutEffect(() => () => observer.current?.disconnect(), []);
  return useCallback(
    (cell: HTMLDivElement | null) => {
      observer.current?.disconnect();
      const card = cell?.firstElementChild;
      if (!card || typeof ResizeObserver === 'undefined') return;
      observer.current ??= new ResizeObserver(([entry]) => {
        const height = entry?.borderBoxSize[0]?.blockSize ?? entry?.contentRect.height ?? 0;
        if (height > 0) report({ width: currentWidth.current, height: Math.ceil(height) });
      });
      observer.current.observe(card);
    },
    [report],
  );
}
