// How long ago something happened ("5m", "3d": content-app.md 9), with the full pt-BR date as the
// <time>'s dateTime and title (a hover says when exactly) and the spoken form for screen readers,
// since "5m" alone reads as minutes or months. A list passes one `now` to all its rows, so the rows
// agree and a re-render does not shift them mid-read.
import { formatInstant, parseDate } from '../../i18n/dates';
import { relativeTime } from '../../i18n/relative-time';

interface Props {
  /** An ISO date-time from the server. */
  iso: string | undefined;
  now: Date;
  className?: string;
}

export function RelativeTime({ iso, now, className }: Props) {
  const date = parseDate(iso);
  if (!date) return null;
  const ago = relativeTime(date, now);
  const full = formatInstant(date, 'longDateAtTime');
  return (
    <time dateTime={iso} title={full} className={className}>
      <span aria-hidden="true">{ago.short}</span>
      <span className="visually-hidden">{`${ago.spoken}, ${full}`}</span>
    </time>
  );
}
