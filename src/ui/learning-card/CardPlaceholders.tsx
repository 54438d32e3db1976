// Loading placeholders (learning-area.md 2.3 and 9: 5 by default): grey shapes of the cards to come,
// laid out as the cards will be, so nothing jumps when they arrive; one status names the wait.
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { blockMessages } from '../../i18n/blocks';
import { visuallyHidden } from '../cards/shared.css';
import type { CardFormat } from './columns';
import { useColumns } from './ElementCards';
import * as css from './LearningCard.css';

export const PLACEHOLDER_COUNT = 5;

export function CardPlaceholders({
  format,
  columns,
  count = PLACEHOLDER_COUNT,
}: {
  format: CardFormat;
  /** The columns of the cards to come; those of the format on this screen by default. */
  columns?: number;
  count?: number;
}) {
  const fit = useColumns(format);
  return (
    // data-loading as Loading's: what waits for a screen to settle waits for these too.
    <div role="status" data-loading="">
      <span className={visuallyHidden}>{blockMessages.loadingCards}</span>
      <ul
        className={css.grid}
        style={assignInlineVars({ [css.columns]: String(columns ?? fit) })}
        aria-hidden="true"
      >
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`${css.placeholder} ${css.media[format]}`} data-placeholder="" />
        ))}
      </ul>
    </div>
  );
}
