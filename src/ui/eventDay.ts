// Live events (content-app.md 2.5, 2.6): an event is "AO VIVO" on its own calendar day in the
// learner's time zone, not within 24 hours of it; the live stream viewer shows its player by the
// same rule.
import { isSameDay } from 'date-fns';
import type { ItemResult } from '../engine';
import { parseDate } from '../i18n/dates';

/** Whether the event falls on the local calendar day of `now`. An invalid date is never live. */
export function isLiveToday(iso: string | undefined, now: Date): boolean {
  const date = parseDate(iso);
  return date !== undefined && isSameDay(date, now);
}

/**
 * Items in date order, earliest first. Items without a valid date, and invalid items (which keep
 * their fallback), go after the dated ones in their original order.
 */
export function byEventDate<T extends { initDate?: string }>(
  items: readonly ItemResult<T>[],
): ItemResult<T>[] {
  const time = (item: ItemResult<T>) =>
    (item.ok ? parseDate(item.value.initDate)?.getTime() : undefined) ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable, so equal times keep the designer's order.
  return [...items].sort((a, b) => {
    const [ta, tb] = [time(a), time(b)];
    return ta === tb ? 0 : ta < tb ? -1 : 1;
  });
}
