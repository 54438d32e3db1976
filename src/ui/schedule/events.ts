// Agenda events (content-app.md 2.6, learning-area.md 2.4 'Agenda'): each event's start and end in the
// reader's time zone, and how its date and time are written. Shared by the content app's agenda section
// and the learning home's Calendar block.
import { differenceInCalendarDays, endOfMonth, isSameDay, startOfDay, startOfMonth } from 'date-fns';
import type { ScheduleEvent } from '../../generated/types';
import { formatDate, parseDate } from '../../i18n/dates';

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
/**
 * `dates` 'numeric' writes the days d/m/Y, as the learning area does ("12/11/2026, das 09:30 às 13:30").
 */
export function describeWhen(
  { start, end }: Pick<Span, 'start' | 'end'>,
  dates: EventDates = 'long',
): string {
  const day = formatDate(start, dates === 'long' ? 'weekdayLongDate' : 'numericDate');
  if (end.getTime() === start.getTime()) return `${day}, às ${time(start)}`;
  if (isSameDay(start, end)) return `${day}, das ${time(start)} às ${time(end)}`;
  const long = (date: Date) => formatDate(date, dates === 'long' ? 'longDate' : 'numericDate');
  const days = differenceInCalendarDays(end, start) + 1;
  return `De ${long(start)}, ${time(start)}, a ${long(end)}, ${time(end)} (${days} dias)`;
}

/** How an event's days are written: in words (the content app's agenda) or d/m/Y (the learning area). */
export type EventDates = 'long' | 'numeric';

/** "12/11 · 09:30" for the month's list. */
export const shortWhen = ({ start }: Pick<Span, 'start'>) =>
  `${formatDate(start, 'dayMonth')} · ${time(start)}`;
