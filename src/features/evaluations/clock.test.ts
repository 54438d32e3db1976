import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimeLeft, startClock } from './clock';

describe('the evaluation clock (4.5, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = (timeLeft: number, kept: (sent: number) => number | null = (sent) => sent) => {
    const saved: number[] = [];
    const ticks: number[] = [];
    const onExpire = vi.fn();
    const clock = startClock({
      timeLeft,
      save: (seconds) => {
        saved.push(seconds);
        return Promise.resolve(kept(seconds));
      },
      onTick: (seconds) => ticks.push(seconds),
      onExpire,
    });
    return { clock, saved, ticks, onExpire };
  };

  it('counts down from the server time and gives it back every 10 s', async () => {
    const { clock, saved, onExpire } = start(60);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saved).toEqual([50]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saved).toEqual([50, 40]);
    expect(clock.timeLeft()).toBe(40);
    expect(onExpire).not.toHaveBeenCalled();
    clock.stop();
  });

  it('expires once at 0 and stops saving', async () => {
    const { saved, ticks, onExpire } = start(12);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(ticks.at(-1)).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([2]);
  });

  it('takes the server time when it is smaller (no extra time), never a larger one', async () => {
    const smaller = start(100, () => 30);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(smaller.clock.timeLeft()).toBe(30);
    smaller.clock.stop();
    const larger = start(100, () => 500);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(larger.clock.timeLeft()).toBe(90);
    larger.clock.stop();
  });

  it('expires at once when the server says no time is left', async () => {
    const { onExpire } = start(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops counting once stopped (the evaluation is being sent)', async () => {
    const { clock, saved, onExpire } = start(15);
    clock.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(saved).toEqual([]);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('shows minutes and seconds, and hours when there are', () => {
    expect(formatTimeLeft(65)).toBe('01:05');
    expect(formatTimeLeft(0)).toBe('00:00');
    expect(formatTimeLeft(3_725)).toBe('1:02:05');
  });
});
