import { describe, expect, it } from 'vitest';
import { formatLongDate } from './longDate';

describe('long pt-BR dates', () => {
  it('writes the day, month name and year', () => {
    expect(formatLongDate('2026-11-22T12:00:00.000Z')).toBe('22 de novembro de 2026');
    expect(formatLongDate('2026-03-01T12:00:00.000Z')).toBe('1 de março de 2026');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatLongDate(undefined)).toBeUndefined();
    expect(formatLongDate('amanhã')).toBeUndefined();
  });
});
