// Dates and times as pt-BR readers write them (content-app.md 9). Every date the app shows is spelled
// by one entry of this table, so one kind of date reads the same on every screen; date-fns and its
// pt-BR locale are imported here and nowhere else for formatting. An instant the server sends (an ISO
// date-time) reads on the tenant's clock (issue 18: a class ending 30/06/2027 23:59 in São Paulo read
// 01/07/2027 in a browser on UTC); days the app builds itself (a calendar's cells) stay local.
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { tz } from '@date-fns/tz';

/**
 * The companies' clock: every demo tenant is in Brasília time. A tenant in another zone would set it
 * from its app details; none does, so the first paint does not carry this module for it.
 */
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';
const displayZone = tz(DISPLAY_TIME_ZONE);

/** date-fns patterns by name; the examples are 12 November 2026 (a Thursday) at 09:30. */
export const dateFormats = {
  /** "12 de novembro de 2026": posts, uploads, messages, points, chat days. */
  longDate: "d 'de' MMMM 'de' yyyy",
  /** "12 de novembro de 2026 às 09:30": live events. */
  longDateAtTime: "d 'de' MMMM 'de' yyyy 'às' HH:mm",
  /** "12 de novembro de 2026, 09:30": external meetings. */
  longDateTime: "d 'de' MMMM 'de' yyyy', 'HH:mm",
  /** "quinta-feira, 12 de novembro de 2026": the agenda's event. */
  weekdayLongDate: "EEEE, d 'de' MMMM 'de' yyyy",
  /** "novembro de 2026": the agenda's month (see monthTitle for the capital). */
  monthYear: "MMMM 'de' yyyy",
  /** "12/11/2026": the learning area's dates (learning-area.md 1, d/m/Y). */
  numericDate: 'dd/MM/yyyy',
  /** "12/11/2026 09:30": the media library's "Modificado". */
  numericDateTime: 'dd/MM/yyyy HH:mm',
  /** "12/11": the agenda's list. */
  dayMonth: 'dd/MM',
  /** "09:30". */
  time: 'HH:mm',
  /** "12": a calendar cell. */
  dayOfMonth: 'd',
  /** "qui" and "quinta-feira": the calendar's column heads. */
  weekdayShort: 'EEEEEE',
  weekday: 'EEEE',
  /** "2026-11-12" and "2026-11": keys in the page and the query string, not text to read. */
  isoDay: 'yyyy-MM-dd',
  isoMonth: 'yyyy-MM',
} as const;

export type DateFormat = keyof typeof dateFormats;

export const formatDate = (date: Date, name: DateFormat): string =>
  format(date, dateFormats[name], { locale: ptBR });

/** The instant of an ISO date-time, or undefined when it is missing or does not parse. */
export function parseDate(iso: string | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = parseISO(iso);
  return isValid(date) ? date : undefined;
}

/** An instant written in one of the formats on the tenant's clock. */
export const formatInstant = (date: Date, name: DateFormat): string =>
  format(date, dateFormats[name], { locale: ptBR, in: displayZone });

/** A calendar day alone ('2026-12-02'): no instant, so no time zone moves it. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO date-time written in one of the formats, on the tenant's clock (a day alone as it is), or
 * undefined when there is no valid date.
 */
export function formatIsoDate(iso: string | undefined, name: DateFormat): string | undefined {
  const date = parseDate(iso);
  if (!date) return undefined;
  return DAY_ONLY.test(iso!) ? formatDate(date, name) : formatInstant(date, name);
}

/** "22 de novembro de 2026", or undefined when there is no valid date. */
export const formatLongDate = (iso: string | undefined) => formatIsoDate(iso, 'longDate');

/** "Novembro de 2026": the month as a title, first letter in capital. */
export function monthTitle(month: Date): string {
  const text = formatDate(month, 'monthYear');
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}
