// learning-area.md 4.2 and 9: seek limit 2 s; the played percent saved when the learner leaves.
import { describe, expect, it } from 'vitest';
import { SEEK_LIMIT_SECONDS, SEEK_LOCK_MS, allowedSeek, playedPercent } from './learningPlayback';

describe('seek blocking', () => {
  it('is 2 s with a 500 ms lock', () => {
    expect(SEEK_LIMIT_SECONDS).toBe(2);
    expect(SEEK_LOCK_MS).toBe(500);
  });

  it('lets a seek land up to 2 s past the furthest point played, and back anywhere', () => {
    expect(allowedSeek(12, 10)).toBe(12);
    expect(allowedSeek(3, 10)).toBe(3);
    expect(allowedSeek(12.01, 10)).toBe(10);
    expect(allowedSeek(60, 0)).toBe(0);
  });
});

describe('played percent', () => {
  it('is the furthest point over the duration, in whole percent from 0 to 100', () => {
    expect(playedPercent(4, 8)).toBe(50);
    expect(playedPercent(7.99, 8)).toBe(99);
    expect(playedPercent(9, 8)).toBe(100);
    expect(playedPercent(3, Number.NaN)).toBe(0);
    expect(playedPercent(3, 0)).toBe(0);
  });
});
