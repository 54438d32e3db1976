// The month calendar's arithmetic (pure, unit-tested): the weeks drawn for a month in the pt-BR
// week (Sunday first) and the events of a day or a month in the reader's time zone. The events'
// own dates and wording are shared with the learning Calendar block (src/ui/schedule/events.ts).
import { addDays, eachDayOfInterval, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { formatDate } from '../../../src/i18n/dates';

const locale = { locale: ptBR };

/** "2026-11" of the ?mes= parameter; undefined when absent or malformed. */
export function parseMonth(value: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, 1) : undefined;
}

export const monthParam = (month: Date) => formatDate(month, 'isoMonth');

/** The days drawn for a month, in weeks of seven from Sunday: 4 to 6 weeks. */
export function monthWeeks(month: Date): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), locale),
    end: endOfWeek(endOfMonth(month), locale),
  });
  const weeks: Date[][] = [];
  for (let at = 0; at < days.length; at += 7) weeks.push(days.slice(at, at + 7));
  return weeks;
}

/** The weekdays' short and long names, Sunday first ("dom", "domingo"). */
export function weekdayNames(): { short: string; long: string }[] {
  const sunday = startOfWeek(new Date(2026, 0, 4), locale);
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(sunday, index);
    return { short: formatDate(day, 'weekdayShort'), long: formatDate(day, 'weekday') };
  });
}
