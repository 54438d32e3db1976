// Loading placeholders (learning-area.md 2.3 and 9: 5 by default): grey shapes of the cards to come,
// laid out as the cards will be, so nothing jumps when they arrive; one status names the wait.
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { blockMessages } from '../../i18n/blocks';
import { visuallyHidden } from '../cards/shared.css';
import type { CardFormat } from './columns';
import * as css from './LearningCard.css';

export const PLACEHOLDER_COUNT = 5;

export function CardPlaceholders({
  format,
  columns,
  count = PLACEHOLDER_COUNT,
}: {
  format: CardFormat;
  columns: number;
  count?: number;
}) {
  return (
    <div role="status">
      <span className={visuallyHidden}>{blockMessages.loadingCards}</span>
      <ul
        className={css.grid}
        style={assignInlineVars({ [css.columns]: String(columns) })}
        aria-hidden="true"
      >
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`${css.placeholder} ${css.media[format]}`} data-placeholder="" />
        ))}
      </ul>
    </div>
  );
}
