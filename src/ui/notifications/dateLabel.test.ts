import { describe, expect, it } from 'vitest';
import { dateLabel } from './dateLabel';

// Local times: the rule is the reader's calendar day, whatever the time zone of the test machine.
const now = new Date(2026, 3, 6, 15, 30);
const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

describe('dateLabel ("Hoje" rule)', () => {
  it('says "Hoje" for any time of the same local day', () => {
    expect(dateLabel(local(2026, 3, 6, 0, 0), now)).toBe('Hoje');
    expect(dateLabel(local(2026, 3, 6, 23, 59), now)).toBe('Hoje');
    expect(dateLabel(now.toISOString(), now)).toBe('Hoje');
  });

  it('writes out any other day in pt-BR, yesterday and tomorrow included', () => {
    expect(dateLabel(local(2026, 3, 5, 23, 59), now)).toBe('5 de abril de 2026');
    expect(dateLabel(local(2026, 3, 7, 0, 0), now)).toBe('7 de abril de 2026');
    expect(dateLabel(local(2025, 3, 6, 12, 0), now)).toBe('6 de abril de 2025');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(dateLabel(undefined, now)).toBeUndefined();
    expect(dateLabel('', now)).toBeUndefined();
    expect(dateLabel('ontem', now)).toBeUndefined();
  });
});
