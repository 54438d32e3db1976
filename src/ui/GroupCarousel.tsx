// The carousel of content-app.md 9: items in groups of itemsPerGroup(width) (3 from 992 px, 2 from
// 800 px, else 1), previous/next buttons and one dot per group, all native buttons. Shared by the
// home layout "carousel" and the carousel of sub-sections (section type 13); each draws a group its
// own way, on the `groupGrid` class so a short last group keeps the same tile width.
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { messages } from '../i18n/messages';
import { EmptyState } from './cards/EmptyState';
import { groupItems, itemsPerGroup } from './carousel';
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

interface Props<T> {
  /** The carousel's accessible name (the section's name). */
  label: string;
  items: readonly T[];
  /** Draws the items of the current group; put `groupGrid` on the element that lays them out. */
  children: (group: T[]) => ReactNode;
  className?: string;
}

export function GroupCarousel<T>({ label, items, children, className }: Props<T>) {
  const perGroup = itemsPerGroup(useViewportWidth());
  // The first visible item, not a group number: resizing regroups around what the user was seeing.
  const [firstShown, setFirstShown] = useState(0);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const groups = groupItems(items, perGroup);
  if (groups.length === 0) return <EmptyState />;
  const last = groups.length - 1;
  const current = Math.min(Math.floor(firstShown / perGroup), last);

  const go = (to: number) => {
    const target = Math.max(0, Math.min(last, to));
    const focused = document.activeElement;
    // Rendered now, so the other button is enabled by the time it takes the focus below.
    flushSync(() => setFirstShown(target * perGroup));
    // A button disabled under the keyboard focus would drop it to <body>: hand it to the other one.
    if (target === 0 && focused === previous.current) next.current?.focus();
    if (target === last && focused === next.current) previous.current?.focus();
  };

  return (
    <section
      aria-roledescription={messages.carousel}
      aria-label={label}
      className={className ? `${css.carousel} ${className}` : css.carousel}
    >
      {/* The APG carousel pattern: each slide is a group with a roledescription and "n de m". */}
      <div
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="group"
        aria-roledescription={messages.carouselGroup}
        aria-label={messages.groupOf(current + 1, groups.length)}
        aria-live="polite"
        style={assignInlineVars({ [css.columns]: String(perGroup) })}
      >
        {children(groups[current] ?? [])}
      </div>
      <div className={css.controls}>
        <button
          ref={previous}
          type="button"
          className={css.arrow}
          aria-label={messages.carouselPrevious}
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
              aria-label={messages.goToGroup(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button
          ref={next}
          type="button"
          className={css.arrow}
          aria-label={messages.carouselNext}
          disabled={current === last}
          onClick={() => go(current + 1)}
        >
          <Chevron />
        </button>
      </div>
    </section>
  );
}
