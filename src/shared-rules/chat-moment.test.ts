import { describe, expect, it } from 'vitest';
import {
  formatMoment,
  momentDay,
  momentFromParts,
  momentSortKey,
  momentTime,
  parseMoment,
} from './chat-moment';

describe('chat moment (dd-mm-yyyy hh:mm:ss, zero-based month)', () => {
  it('writes the month counted from zero', () => {
    expect(momentFromParts({ year: 2026, month: 11, day: 20, hours: 14, minutes: 5, seconds: 9 })).toBe(
      '20-10-2026 14:05:09',
    );
    expect(momentFromParts({ year: 2026, month: 1, day: 3, hours: 0, minutes: 0, seconds: 0 })).toBe(
      '03-00-2026 00:00:00',
    );
    expect(momentFromParts({ year: 2026, month: 12, day: 31, hours: 23, minutes: 59, seconds: 59 })).toBe(
      '31-11-2026 23:59:59',
    );
  });

  it('reads it back with the month as people count it', () => {
    expect(parseMoment('20-10-2026 14:05:09')).toEqual({
      year: 2026,
      month: 11,
      day: 20,
      hours: 14,
      minutes: 5,
      seconds: 9,
    });
    expect(parseMoment('31-11-2026 23:59:59')?.month).toBe(12);
  });

  it('refuses what is not a moment', () => {
    for (const text of [
      '',
      '20-12-2026 10:00:00', // month 12 does not exist when counting from zero
      '31-01-2026 10:00:00', // 31 February
      '29-01-2025 10:00:00', // 29 February of a common year
      '20-10-2026 24:00:00',
      '20-10-2026 10:60:00',
      '2026-11-20 10:00:00',
      '20-10-2026T10:00:00',
      ' 20-10-2026 10:00:00',
    ])
      expect(parseMoment(text), text).toBeNull();
    expect(parseMoment('29-01-2028 10:00:00')?.day).toBe(29);
  });

  it('formats an instant on the clock of a time zone', () => {
    const instant = new Date('2026-11-20T15:04:05Z');
    expect(formatMoment(instant, 'America/Sao_Paulo')).toBe('20-10-2026 12:04:05');
    expect(formatMoment(instant, 'UTC')).toBe('20-10-2026 15:04:05');
    // Past midnight in UTC, still the evening before in São Paulo: the day follows the zone.
    expect(formatMoment(new Date('2026-01-01T01:30:00Z'), 'America/Sao_Paulo')).toBe('31-11-2025 22:30:00');
    expect(formatMoment(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe('01-00-2026 00:00:00');
  });

  it('round-trips every formatted moment', () => {
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      const moment = formatMoment(instant, 'UTC');
      const parts = parseMoment(moment);
      expect(parts && momentFromParts(parts), moment).toBe(moment);
      expect(parts?.month).toBe(instant.getUTCMonth() + 1);
    }
  });

  it('gives the day (ISO), the time shown and a key that sorts in time order', () => {
    expect(momentDay('20-10-2026 14:05:09')).toBe('2026-11-20');
    expect(momentDay('01-00-2026 00:00:00')).toBe('2026-01-01');
    expect(momentDay('nope')).toBeNull();
    expect(momentTime('20-10-2026 14:05:09')).toBe('14:05');
    const moments = [
      '02-00-2027 08:00:00',
      '20-10-2026 14:05:09',
      '31-11-2026 07:00:00',
      '20-10-2026 09:00:00',
    ];
    expect([...moments].sort((a, b) => momentSortKey(a).localeCompare(momentSortKey(b)))).toEqual([
      '20-10-2026 09:00:00',
      '20-10-2026 14:05:09',
      '31-11-2026 07:00:00',
      '02-00-2027 08:00:00',
    ]);
  });
});
