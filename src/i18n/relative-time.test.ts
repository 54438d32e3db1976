import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-12T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relative time (content-app.md 9), at each boundary', () => {
  it.each([
    [0, '0s', 'há 0 segundos'],
    [1 * S, '1s', 'há 1 segundo'],
    [59 * S + 999, '59s', 'há 59 segundos'],
    [60 * S, '1m', 'há 1 minuto'],
    [59 * M + 59 * S, '59m', 'há 59 minutos'],
    [60 * M, '1h', 'há 1 hora'],
    [23 * H + 59 * M, '23h', 'há 23 horas'],
    [24 * H, '1d', 'há 1 dia'],
    [29 * D + 23 * H, '29d', 'há 29 dias'],
    [30 * D, '1m', 'há 1 mês'],
    [45 * D, '1m', 'há 1 mês'],
    [62 * D, '2m', 'há 2 meses'],
  ])('%i ms ago reads %s (%s)', (ms, short, spoken) => {
    expect(relativeTime(before(ms), now)).toMatchObject({ short, spoken });
  });

  it('counts calendar months, 11 at most, then years', () => {
    expect(relativeTime(new Date('2025-12-12T12:00:00Z'), now)).toMatchObject({
      short: '11m',
      unit: 'month',
    });
    expect(relativeTime(new Date('2025-11-12T12:00:00Z'), now)).toMatchObject({
      short: '1a',
      spoken: 'há 1 ano',
    });
    expect(relativeTime(new Date('2023-10-01T12:00:00Z'), now)).toMatchObject({
      short: '3a',
      spoken: 'há 3 anos',
    });
  });

  it('a moment in the future reads as now', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * M), now).short).toBe('0s');
  });
});
