// The carousel of content-app.md 9: items in groups of itemsPerGroup(width) (3 from 992 px, 2 from
// 800 px, else 1), previous/next buttons and one dot per group, all native buttons. Shared by the
// home layout "carousel" and the carousel of sub-sections (section type 13); each draws a group its
// own way, on the `groupGrid` class so a short last group keeps the same tile width. A block may
// fix the group size (its card format's columns) and rotate by itself (the learning area's banner
// slider), with its own words.
import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { messages } from '../i18n/messages';
import { EmptyState } from './cards/EmptyState';
import { groupItems, itemsPerGroup } from './carousel';
import { useReducedMotion } from './useReducedMotion';
import { useViewportWidth } from './useViewportWidth';
import * as css from './GroupCarousel.css';

export { groupGrid } from './GroupCarousel.css';

const Chevron = ({ flip = false }: { flip?: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path
      d={flip ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

const PlayPause = ({ paused }: { paused: boolean }) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d={paused ? 'M6 4l10 6-10 6z' : 'M6 4h3v12H6zM11 4h3v12h-3z'} fill="currentColor" />
  </svg>
);

interface Props<T> {
  /** The carousel's accessible name (the section's name). */
  label: string;
  items: readonly T[];
  /** Draws the items of the current group; put `groupGrid` on the element that lays them out. */
  children: (group: T[]) => ReactNode;
  className?: string;
  /** Items per group; by default itemsPerGroup(viewport width). */
  perGroup?: number;
  /** Turn to the next group every `everyMs` (see useRotation); off by default. */
  autoplay?: Autoplay;
  /** What the slides and controls are called; by default the group carousel's words. */
  words?: CarouselWords;
  /** Every slide stays in the page, hidden but the current one (a banner's next image is ready). */
  keepHiddenSlides?: boolean;
}

export interface CarouselWords {
  slide: string;
  slideOf: (current: number, total: number) => string;
  goTo: (slide: number) => string;
  previous: string;
  next: string;
}

export interface Autoplay {
  everyMs: number;
  /** The names of the button that stops and restarts the rotation (WCAG 2.2.2). */
  pause: string;
  resume: string;
}

const groupWords: CarouselWords = {
  slide: messages.carouselGroup,
  slideOf: messages.groupOf,
  goTo: messages.goToGroup,
  previous: messages.carouselPrevious,
  next: messages.carouselNext,
};

/**
 * Calls `turn` every `everyMs` while it may move: never with fewer than two slides, under reduced
 * motion, while the pointer is over it or the focus inside it, or after the user paused it.
 */
function useRotation(autoplay: Autoplay | undefined, slides: number, turn: () => void) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotates = autoplay !== undefined && slides > 1 && !reducedMotion;
  const moving = rotates && !paused && !hovered && !focused;
  const onTurn = useEffectEvent(turn);
  const everyMs = autoplay?.everyMs;
  useEffect(() => {
    if (!moving || everyMs === undefined) return;
    const timer = window.setInterval(() => onTurn(), everyMs);
    return () => window.clearInterval(timer);
  }, [moving, everyMs]);
  const within = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    // Still inside when the focus only moves from one control to another.
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
  return { rotates, moving, paused, togglePaused: () => setPaused((was) => !was), within };
}

export function GroupCarousel<T>({
  label,
  items,
  children,
  className,
  perGroup: fixedSize,
  autoplay,
  words = groupWords,
  keepHiddenSlides = false,
}: Props<T>) {
  const fitted = itemsPerGroup(useViewportWidth());
  const perGroup = fixedSize ?? fitted;
  // The first visible item, not a group number: resizing regroups around what the user was seeing.
  const [firstShown, setFirstShown] = useState(0);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const groups = groupItems(items, perGroup);
  const last = groups.length - 1;
  const current = Math.min(Math.floor(firstShown / perGroup), last);
  // From the state itself, not this render's `current`: two turns may come before a render.
  const rotation = useRotation(autoplay, groups.length, () =>
    setFirstShown((shown) => {
      const at = Math.min(Math.floor(shown / perGroup), last);
      return (at >= last ? 0 : at + 1) * perGroup;
    }),
  );
  if (groups.length === 0) return <EmptyState />;

  const go = (to: number) => {
    const target = Math.max(0, Math.min(last, to));
    const focused = document.activeElement;
    // Rendered now, so the other button is enabled by the time it takes the focus below.
    flushSync(() => setFirstShown(target * perGroup));
    // A button disabled under the keyboard focus would drop it to <body>: hand it to the other one.
    if (target === 0 && focused === previous.current) next.current?.focus();
    if (target === last && focused === next.current) previous.current?.focus();
  };

  const slide = (index: number, key: number | string) => (
    <div
      key={key}
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="group"
      aria-roledescription={words.slide}
      aria-label={words.slideOf(index + 1, groups.length)}
      hidden={index !== current}
      style={assignInlineVars({ [css.columns]: String(perGroup) })}
    >
      {children(groups[index] ?? [])}
    </div>
  );

  return (
    <section
      aria-roledescription={messages.carousel}
      aria-label={label}
      className={className ? `${css.carousel} ${className}` : css.carousel}
      {...rotation.within}
    >
      {/* The APG carousel pattern: each slide is a group with a roledescription and "n de m". */}
      {/* Announced when the user turns it, not every few seconds while it rotates (APG carousel). */}
      <div aria-live={rotation.moving ? 'off' : 'polite'}>
        {keepHiddenSlides ? groups.map((_, index) => slide(index, index)) : slide(current, 'current')}
      </div>
      <div className={css.controls}>
        {rotation.rotates ? (
          <button
            type="button"
            className={css.arrow}
            aria-label={rotation.paused ? autoplay?.resume : autoplay?.pause}
            onClick={rotation.togglePaused}
          >
            <PlayPause paused={rotation.paused} />
          </button>
        ) : null}
        <button
          ref={previous}
          type="button"
          className={css.arrow}
          aria-label={words.previous}
          disabled={current === 0}
          onClick={() => go(current - 1)}
        >
          <Chevron flip />
        </button>
        <div className={css.dots}>
          {groups.map((_, index) => (
            <button
              key={index}
              type="button"
              className={css.dot}
              aria-label={words.goTo(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button
          ref={next}
          type="button"
          className={css.arrow}
          aria-label={words.next}
          disabled={current === last}
          onClick={() => go(current + 1)}
        >
          <Chevron />
        </button>
      </div>
    </section>
  );
}
