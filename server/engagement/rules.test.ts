import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_SECONDS, countedSeconds, MAX_SECONDS_PER_VIEW, parseUtcTime } from './rules.ts';

describe('parseUtcTime', () => {
  it('reads "YYYY-MM-DD HH:mm:ss" as UTC and refuses impossible moments', () => {
    expect(parseUtcTime('2026-11-22 13:05:09')?.toISOString()).toBe('2026-11-22T13:05:09.000Z');
    expect(parseUtcTime('2026-02-30 10:00:00')).toBeUndefined();
    expect(parseUtcTime('2026-11-22T13:05:09')).toBeUndefined();
  });
});

describe('countedSeconds', () => {
  const at = new Date('2026-11-22T12:00:00Z');
  const startedAgo = (seconds: number) => new Date(at.getTime() - seconds * 1000);

  it('counts the time the learner says, rounded', () => {
    expect(countedSeconds({ timeStart: startedAgo(600), timeExecuted: 120.4 }, at)).toBe(120);
  });

  it('counts no more than the time since the view started, give or take the clock skew', () => {
    expect(countedSeconds({ timeStart: startedAgo(10), timeExecuted: 5000 }, at)).toBe(
      10 + CLOCK_SKEW_SECONDS,
    );
    expect(countedSeconds({ timeStart: startedAgo(-2 * CLOCK_SKEW_SECONDS), timeExecuted: 60 }, at)).toBe(0);
  });

  it(`counts at most ${MAX_SECONDS_PER_VIEW} seconds a view`, () => {
    expect(countedSeconds({ timeStart: startedAgo(10 * 86_400), timeExecuted: 864_000 }, at)).toBe(
      MAX_SECONDS_PER_VIEW,
    );
  });
});
