// What a meetings table cell shows (learning-area.md 4.7 and 5), pure: an ONLINE meeting's link gets
// http:// when it has no http or https scheme; the address is cut to 10 characters and the date range
// text to 8 in table cells (the full text stays readable, see index.tsx); dates are d/m/Y.
import type { Meeting } from '../../../src/generated/types';
import { formatInstant, parseDate } from '../../../src/i18n/dates';
import { cutTitle } from '../../../src/ui/breadcrumbs/cutTitle';
import { httpUrl } from '../../../src/ui/httpUrl';

/** learning-area.md 5, display rules. */
export const ADDRESS_CELL_CHARS = 10;
export const DATE_RANGE_CELL_CHARS = 8;

/** Cut to `max` characters plus '...' (code points, as the breadcrumbs cut their titles). */
export const cutCell = (text: string, max: number) => cutTitle(text, max);

/** Another scheme (ftp:, mailto:, javascript:); a host's port ("meet.test:8080") is not one. */
const OTHER_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The link of an ONLINE meeting: its address with http:// in front when it names no scheme (4.7). An
 * address of another scheme, or anything that is then no http(s) address, is no link at all.
 */
export function meetingLink(address: string): URL | null {
  const text = address.trim();
  if (!text || OTHER_SCHEME.test(text)) return null;
  return httpUrl(/^https?:\/\//i.test(text) ? text : `http://${text}`, null);
}

// A meeting's start and end are instants: on the tenant's clock.
const day = (date: Date) => formatInstant(date, 'numericDate');
const time = (date: Date) => formatInstant(date, 'time');

/** "08/03/2027 09:00 às 12:00", "08/03/2027 a 10/03/2027", or the start alone; '' without a valid start. */
export function dateRangeText({ startDate, finishDate }: Pick<Meeting, 'startDate' | 'finishDate'>): string {
  const start = parseDate(startDate);
  if (!start) return '';
  const end = parseDate(finishDate);
  if (!end || end <= start) return `${day(start)} ${time(start)}`;
  if (day(start) === day(end)) return `${day(start)} ${time(start)} às ${time(end)}`;
  return `${day(start)} a ${day(end)}`;
}
