// The month calendar's arithmetic (pure, unit-tested): the weeks drawn for a month in the pt-BR
// week (Sunday first), the events of a day or a month in the reader's time zone, and how an
// event's date and time are written.
import {
  addDays,
  differenceInCalendarDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isSameDay,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { ScheduleEvent } from '../../../src/generated/types';
import { formatDate, parseDate } from '../../../src/i18n/dates';

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

export interface Span {
  event: ScheduleEvent;
  start: Date;
  /** Never before start: a missing or earlier end is read as the start. */
  end: Date;
}

/** Events with readable dates, earliest first; an event whose start does not parse is left out. */
export function toSpans(events: readonly ScheduleEvent[]): Span[] {
  const spans: Span[] = [];
  for (const event of events) {
    const start = parseDate(event.startDate);
    if (!start) continue;
    const end = parseDate(event.endDate);
    spans.push({ event, start, end: end && end > start ? end : start });
  }
  return spans.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The events that touch a calendar day (an event of several days shows on each of them). */
export const spansOnDay = (spans: readonly Span[], day: Date) =>
  spans.filter(({ start, end }) => startOfDay(start) <= day && day <= end);

/** The events that touch a month. */
export function spansInMonth(spans: readonly Span[], month: Date): Span[] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  return spans.filter(({ start, end }) => start <= last && end >= first);
}

const time = (date: Date) => formatDate(date, 'time');

/** "quinta-feira, 12 de novembro de 2026, das 09:30 às 13:30", or both days when it spans several. */
export function describeWhen({ start, end }: Pick<Span, 'start' | 'end'>): string {
  const day = formatDate(start, 'weekdayLongDate');
  if (end.getTime() === start.getTime()) return `${day}, às ${time(start)}`;
  if (isSameDay(start, end)) return `${day}, das ${time(start)} às ${time(end)}`;
  const long = (date: Date) => formatDate(date, 'longDate');
  const days = differenceInCalendarDays(end, start) + 1;
  return `De ${long(start)}, ${time(start)}, a ${long(end)}, ${time(end)} (${days} dias)`;
}

/** "12/11 · 09:30" for the month's list. */
export const shortWhen = ({ start }: Pick<Span, 'start'>) =>
  `${formatDate(start, 'dayMonth')} · ${time(start)}`;
