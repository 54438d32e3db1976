// Relative time (content-app.md 9): seconds 's', minutes 'm', hours 'h', days under 30 'd', months
// under 12 'm', else years 'a'. The short form is what the eye reads ("5m"); the spoken form is what
// a screen reader says, since "5m" alone does not tell minutes from months.
import { differenceInMonths, differenceInYears } from 'date-fns';

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

export interface RelativeTime {
  value: number;
  unit: RelativeUnit;
  /** "5m", "3d", "1a". */
  short: string;
  /** "há 5 minutos", "há 1 ano". */
  spoken: string;
}

const SUFFIX: Record<RelativeUnit, string> = {
  second: 's',
  minute: 'm',
  hour: 'h',
  day: 'd',
  month: 'm',
  year: 'a',
};

const WORDS: Record<RelativeUnit, [string, string]> = {
  second: ['segundo', 'segundos'],
  minute: ['minuto', 'minutos'],
  hour: ['hora', 'horas'],
  day: ['dia', 'dias'],
  month: ['mês', 'meses'],
  year: ['ano', 'anos'],
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function of(value: number, unit: RelativeUnit): RelativeTime {
  const [one, many] = WORDS[unit];
  return { value, unit, short: `${value}${SUFFIX[unit]}`, spoken: `há ${value} ${value === 1 ? one : many}` };
}

/**
 * How long before `now` the moment `then` was. A moment in the future (a clock a little ahead on the
 * server) reads as 0s rather than a negative time. Months and years are calendar ones (date-fns), so
 * 31 January to 1 March is one month; 30 days or more is at least one month, as the spec's days stop
 * at 30.
 */
export function relativeTime(then: Date, now: Date): RelativeTime {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return of(Math.floor(elapsed / SECOND), 'second');
  if (elapsed < HOUR) return of(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return of(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return of(days, 'day');
  const months = Math.max(1, differenceInMonths(now, then));
  if (months < 12) return of(months, 'month');
  return of(Math.max(1, differenceInYears(now, then)), 'year');
}
