// A read-only row of five stars (content-app.md 4 "Rating", 9 "Stars 1 to 5, no halves"). One image
// for assistive technology ("Avaliação: 4 de 5"), the stars themselves hidden. The content viewers'
// rating widget reuses it to show the stars after a vote.
import { sectionMessages } from '../../i18n/sections';
import { cx } from '../cards/cx';
import { MAX_STARS, wholeStars } from './rating';
import * as css from './Stars.css';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

interface Props {
  /** The average or the user's own vote; rounded to whole stars. */
  value: number | undefined;
  className?: string;
}

export function Stars({ value, className }: Props) {
  const filled = wholeStars(value);
  return (
    <span
      role="img"
      aria-label={sectionMessages.ratingOf(filled, MAX_STARS)}
      className={cx(css.stars, className)}
    >
      {Array.from({ length: MAX_STARS }, (_, at) => (
        <svg
          key={at}
          viewBox="0 0 20 20"
          className={css.star}
          aria-hidden="true"
          focusable="false"
          data-filled={at < filled ? '' : undefined}
        >
          <path d={STAR} className={at < filled ? css.filled : css.empty} />
        </svg>
      ))}
    </span>
  );
}
