// The Calendar block's list, pure: the events of the chosen category (all of them for 'all'), by month
// and then by day of their start, earliest first, as a learner reads an agenda.
import { isSameDay, isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import type { Span } from '../../../src/ui/schedule/events';

export const ALL_CATEGORIES = 'all';

export interface AgendaDay {
  day: Date;
  spans: Span[];
}

export interface AgendaMonth {
  month: Date;
  days: AgendaDay[];
}

/** `spans` sorted by start (toSpans), kept to one category, grouped by month then day. */
export function agendaGroups(spans: readonly Span[], category: string): AgendaMonth[] {
  const months: AgendaMonth[] = [];
  for (const span of spans) {
    if (category !== ALL_CATEGORIES && String(span.event.idScheduleType) !== category) continue;
    let month = months.at(-1);
    if (!month || !isSameMonth(month.month, span.start)) {
      month = { month: startOfMonth(span.start), days: [] };
      months.push(month);
    }
    let day = month.days.at(-1);
    if (!day || !isSameDay(day.day, span.start)) {
      day = { day: startOfDay(span.start), spans: [] };
      month.days.push(day);
    }
    day.spans.push(span);
  }
  return months;
}
