// The date of a notification (content-app.md 2.6): "Hoje" on the reader's own calendar day, in their
// time zone; otherwise the day written out in pt-BR.
import { isSameDay, isValid, parseISO } from 'date-fns';
import { messages } from '../../i18n/messages';
import { formatLongDate } from '../longDate';

/** "Hoje", "22 de novembro de 2026", or undefined when there is no valid date. */
export function dateLabel(iso: string | undefined, now: Date = new Date()): string | undefined {
  if (!iso) return undefined;
  const date = parseISO(iso);
  if (!isValid(date)) return undefined;
  return isSameDay(date, now) ? messages.dateToday : formatLongDate(iso);
}

export const messagePath = (idContentItem: number) => `/messages/${idContentItem}`;
