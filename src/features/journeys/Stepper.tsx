// The stepped journey's steps (content type 16): seen steps and the next one can be opened, later
// ones are locked until the learner gets there. Each step says its state in words, not only colour.
import { journeysMessages as text } from '../../i18n/journeys';
import { pageTitle, stepState, type JourneyPage } from './outline';
import * as css from './styles.css';

interface Props {
  pages: JourneyPage[];
  current: number;
  furthestSeen: number;
  onSelect: (index: number) => void;
}

export function Stepper({ pages, current, furthestSeen, onSelect }: Props) {
  return (
    <ol className={css.stepper} aria-label={text.steps}>
      {pages.map((page) => {
        const state = stepState(page.index, current, furthestSeen);
        return (
          <li key={page.index} className={css.step[state]}>
            <button
              type="button"
              className={css.stepButton}
              aria-current={state === 'current' ? 'step' : undefined}
              disabled={state === 'locked'}
              onClick={() => state !== 'current' && onSelect(page.index)}
            >
              <span className={css.stepMark[state]} aria-hidden="true">
                {state === 'seen' ? '✓' : page.index + 1}
              </span>
              <span className={css.stepText}>
                <span className={css.stepLabel}>{text.step(page.index + 1)}</span>
                <span className={css.stepTitle}>{pageTitle(page)}</span>
                <span className={css.visuallyHidden}>({text.stepState[state]})</span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
