import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';

describe('formatClock', () => {
  it('writes minutes and seconds, with hours only when there are some', () => {
    expect(formatClock(3.4)).toBe('0:03');
    expect(formatClock(725)).toBe('12:05');
    expect(formatClock(3729)).toBe('1:02:09');
  });

  it('reads nonsense as the start', () => {
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
