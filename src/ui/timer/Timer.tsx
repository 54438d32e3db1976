// One timer for every countdown (content-app.md 2.8 "timer", 9 "Timer turns warning under 20 s"): the
// label and the time left; under 20 s it turns to the warning style and a polite live region says so
// once. The time itself is role="timer" (aria-live off), so a screen reader is not read every second.
// The caller owns the clock (the evaluation's is the server's): this widget only draws seconds.
import { useEffect, useRef } from 'react';
import { timerMessages } from '../../i18n/widgets';
import { cx } from '../cards/cx';
import { formatTimeLeft, isTimerWarning, TIMER_WARNING_SECONDS } from './format';
import * as css from './Timer.css';

interface Props {
  /** Whole seconds left. */
  seconds: number;
  /** Visible words before the time ("Tempo restante"). */
  label: string;
  className?: string;
}

export function Timer({ seconds, label, className }: Props) {
  const warning = isTimerWarning(seconds);
  // Written after the first paint, so a timer that starts under 20 s (a reload) is announced too: a
  // live region only speaks when its content changes. The region has no React children of its own.
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (region.current)
      region.current.textContent = warning ? timerMessages.warning(TIMER_WARNING_SECONDS) : '';
  }, [warning]);
  return (
    <>
      <p
        role="timer"
        className={cx(css.timer, warning && css.warning, className)}
        data-warning={warning || undefined}
      >
        {warning ? (
          <span className={css.mark} aria-hidden="true">
            !
          </span>
        ) : null}
        <span className={css.label}>{label}</span>
        <span className={css.time}>{formatTimeLeft(seconds)}</span>
      </p>
      <p ref={region} role="status" className="visually-hidden" />
    </>
  );
}
