import { describe, expect, it } from 'vitest';
import type { ItemResult } from '../engine';
import { byEventDate, isLiveToday } from './eventDay';

// Local times (new Date(y, m, d, ...)), so the rule is checked in whatever zone the tests run in.
const now = new Date(2026, 10, 24, 12, 0);
const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes).toISOString();

describe('the "AO VIVO" rule: the event is on the learner\'s calendar day', () => {
  it('is live today, at any hour of the day', () => {
    expect(isLiveToday(at(24, 9), now)).toBe(true);
    expect(isLiveToday(at(24, 21, 30), now)).toBe(true);
  });

  it('is not live yesterday or tomorrow', () => {
    expect(isLiveToday(at(23, 12), now)).toBe(false);
    expect(isLiveToday(at(25, 12), now)).toBe(false);
  });

  it('counts calendar days, not 24 hours, near midnight', () => {
    const lateNight = new Date(2026, 10, 24, 23, 59);
    expect(isLiveToday(at(24, 0, 0), lateNight)).toBe(true);
    expect(isLiveToday(at(25, 0, 1), lateNight)).toBe(false);
    const justAfterMidnight = new Date(2026, 10, 25, 0, 1);
    expect(isLiveToday(at(24, 23, 59), justAfterMidnight)).toBe(false);
    expect(isLiveToday(at(25, 23, 59), justAfterMidnight)).toBe(true);
  });

  it('is never live without a valid date', () => {
    expect(isLiveToday(undefined, now)).toBe(false);
    expect(isLiveToday('', now)).toBe(false);
    expect(isLiveToday('amanhã às 10h', now)).toBe(false);
    expect(isLiveToday('2026-13-45T99:00:00Z', now)).toBe(false);
  });

  it('matches the same year, month and day only', () => {
    expect(isLiveToday(new Date(2025, 10, 24, 12).toISOString(), now)).toBe(false);
    expect(isLiveToday(new Date(2026, 9, 24, 12).toISOString(), now)).toBe(false);
  });
});

describe('event dates', () => {
  it('sort earliest first; undated and invalid items go last in their order', () => {
    const ok = (index: number, initDate?: string): ItemResult<{ initDate?: string }> => ({
      ok: true,
      index,
      value: initDate === undefined ? {} : { initDate },
    });
    const invalid: ItemResult<{ initDate?: string }> = { ok: false, index: 2, raw: {}, issues: [] };
    const sorted = byEventDate([
      ok(0, at(26, 10)),
      ok(1),
      invalid,
      ok(3, at(24, 10)),
      ok(4, 'x'),
      ok(5, at(25, 8)),
    ]);
    expect(sorted.map((item) => item.index)).toEqual([3, 5, 0, 1, 2, 4]);
  });
});
