// The chat's `moment` (content-app.md 3, "Chat message"): "dd-mm-yyyy hh:mm:ss" with a ZERO-based month,
// so 20 November 2026 at 14:05:09 is "20-10-2026 14:05:09". It is a contract shared with the API (the
// server imports this module too): every conversion goes through here, nowhere else does month +/- 1.

export interface MomentParts {
  year: number;
  /** 1-12, as people count; only the text form is zero-based. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const momentPattern = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
const two = (value: number) => String(value).padStart(2, '0');

export function momentFromParts({ year, month, day, hours, minutes, seconds }: MomentParts): string {
  return `${two(day)}-${two(month - 1)}-${String(year).padStart(4, '0')} ${two(hours)}:${two(minutes)}:${two(seconds)}`;
}

/** The parts of a moment, or null when it is not one (wrong shape, month 12, 31 February...). */
export function parseMoment(moment: string): MomentParts | null {
  const match = momentPattern.exec(moment);
  if (!match) return null;
  const [day, month0, year, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const parts = { year, month: month0 + 1, day, hours, minutes, seconds };
  // Round-trip through a UTC date: any field out of range comes back changed.
  const check = new Date(Date.UTC(year, month0, day, hours, minutes, seconds));
  const valid =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month0 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hours &&
    check.getUTCMinutes() === minutes &&
    check.getUTCSeconds() === seconds;
  return valid ? parts : null;
}

/**
 * The moment of an instant as the clock on the wall of `timeZone` shows it (the browser's own zone
 * when omitted): what the server stamps on a message, and what the app sends with one.
 */
export function formatMoment(instant: Date, timeZone?: string): string {
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(fields.find((part) => part.type === type)?.value ?? 0);
  return momentFromParts({
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hours: field('hour'),
    minutes: field('minute'),
    seconds: field('second'),
  });
}

/** The calendar day of a moment as an ISO date ("2026-11-20"): the key messages are stored under. */
export function momentDay(moment: string): string | null {
  const parts = parseMoment(moment);
  if (!parts) return null;
  return `${String(parts.year).padStart(4, '0')}-${two(parts.month)}-${two(parts.day)}`;
}

/** "14:05": the time a message shows beside its author. */
export function momentTime(moment: string): string | null {
  const parts = parseMoment(moment);
  return parts ? `${two(parts.hours)}:${two(parts.minutes)}` : null;
}

/** A key that sorts moments in time order as plain text ("2026-11-20 14:05:09"). */
export function momentSortKey(moment: string): string {
  const parts = parseMoment(moment);
  if (!parts) return '';
  return `${momentDay(moment)} ${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
}
