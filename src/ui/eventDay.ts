// Live events (content-app.md 2.5, 2.6): an event is "AO VIVO" on its own calendar day in the
// learner's time zone, not within 24 hours of it; the live stream viewer shows its player by the
// same rule.
import { format, isSameDay, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { ItemResult } from '../engine';

/** The instant of an ISO date-time, or undefined when it is missing or does not parse. */
export function eventDate(iso: string | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = parseISO(iso);
  return isValid(date) ? date : undefined;
}

/** Whether the event falls on the local calendar day of `now`. An invalid date is never live. */
export function isLiveToday(iso: string | undefined, now: Date): boolean {
  const date = eventDate(iso);
  return date !== undefined && isSameDay(date, now);
}

/** "24 de novembro de 2026 às 10:00", in the learner's time zone. */
export const formatEventDateTime = (date: Date): string =>
  format(date, "d 'de' MMMM 'de' yyyy 'às' HH:mm", { locale: ptBR });

/**
 * Items in date order, earliest first. Items without a valid date, and invalid items (which keep
 * their fallback), go after the dated ones in their original order.
 */
export function byEventDate<T extends { initDate?: string }>(
  items: readonly ItemResult<T>[],
): ItemResult<T>[] {
  const time = (item: ItemResult<T>) =>
    (item.ok ? eventDate(item.value.initDate)?.getTime() : undefined) ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable, so equal times keep the designer's order.
  return [...items].sort((a, b) => {
    const [ta, tb] = [time(a), time(b)];
    return ta === tb ? 0 : ta < tb ? -1 : 1;
  });
}
