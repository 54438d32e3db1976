import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const formats = createRequire(import.meta.url)('./validator-formats.cjs') as {
  'date-time': (value: string) => boolean;
  email: RegExp;
};
const dateTime = formats['date-time'];

describe('the date-time format of the generated validators', () => {
  it('accepts RFC 3339 date-times, with an offset, fractions or a space for the T', () => {
    for (const value of [
      '2026-02-02T12:00:00.000Z',
      '2026-12-31T23:59:59Z',
      '2026-11-28 09:30:00-03:00',
      '2024-02-29T00:00:00+00:00',
      '2000-02-29T00:00:00Z',
    ])
      expect(dateTime(value), value).toBe(true);
  });

  it('refuses calendar dates that do not exist, which Date.parse rolled over', () => {
    for (const value of [
      '2026-02-29T00:00:00Z',
      '2026-02-31T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-00-10T00:00:00Z',
    ])
      expect(dateTime(value), value).toBe(false);
  });

  it('refuses leap seconds, times out of range and what is not a date-time', () => {
    for (const value of [
      '2026-01-01T00:00:60Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01',
      '2026-01-01T00:00:00',
      'ontem',
    ])
      expect(dateTime(value), value).toBe(false);
  });
});
