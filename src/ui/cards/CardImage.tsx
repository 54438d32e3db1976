// One image element for every card: intrinsic size set (no layout shift), lazy unless it is among
// the first ones on screen. alt="" because the card's visible title already names the link; an
// alt repeating it would be read twice (WCAG technique H2).
//
// While it loads a spinner shows (the image's background, CardImage.css.ts); after 7 s it goes even if
// the image never came (content-app.md 9), leaving a neutral picture frame, as a failed image does.
// The state lives on the element (data-image) and the 7 s are a CSS animation's delay, not a timer:
// no hook, no re-render and no timer per card, which keeps this first-paint component within the
// 120 KB budget (ADR 0010) and a wall of a hundred tiles free of a hundred timers.
import type { SyntheticEvent } from 'react';
import * as css from './CardImage.css';

export const EAGER_COUNT = 3;

export { SPINNER_HIDES_AFTER_MS } from './imageLoading';

/**
 * loading (the spinner; after 7 s the fallback, by CSS), then the event that ended it: load, or
 * error (the fallback). The event's own name is the state: less code to ship.
 */
export type ImageState = 'loading' | 'load' | 'error';

interface Props {
  src: string;
  className: string;
  /** Intrinsic size: the ratio the CSS keeps while the image loads. */
  width: number;
  height: number;
  eager?: boolean;
  /** When the file cannot be shown (a learning card then falls back to its original image). */
  onError?: () => void;
}

/** load or error: the spinner goes; an image that comes after the 7 s still shows. */
const settle = (event: SyntheticEvent<HTMLImageElement>) => (event.currentTarget.dataset.image = event.type);

export function CardImage({ src, className, width, height, eager = false, onError }: Props) {
  return (
    <img
      src={src}
      alt=""
      className={`${css.image} ${className}`}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      data-image="loading"
      onLoad={settle}
      onError={(event) => {
        settle(event);
        onError?.();
      }}
    />
  );
}
