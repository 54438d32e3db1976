import { messages } from '../../i18n/messages';
import * as css from './status.css';

/** A thin bar of `value` percent: a native <progress>, announced with its value. */
export function ProgressBar({ value }: { value: number }) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return <progress className={css.progress} max={100} value={percent} aria-label={messages.progress} />;
}
