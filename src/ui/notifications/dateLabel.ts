// The date of a notification (content-app.md 2.6): "Hoje" on the reader's own calendar day, in their
// time zone; otherwise the day written out in pt-BR.
import { isSameDay } from 'date-fns';
import { formatDate, parseDate } from '../../i18n/dates';
import { sectionMessages } from '../../i18n/sections';

/** "Hoje", "22 de novembro de 2026", or undefined when there is no valid date. */
export function dateLabel(iso: string | undefined, now: Date = new Date()): string | undefined {
  const date = parseDate(iso);
  if (!date) return undefined;
  return isSameDay(date, now) ? sectionMessages.dateToday : formatDate(date, 'longDate');
}
