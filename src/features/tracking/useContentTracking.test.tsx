import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import type { MediaActivity } from './MediaActivity';
import { IDLE_DEBOUNCE_MS, IDLE_TIMEOUT_MS } from './rules';
import { useContentTracking } from './useContentTracking';

let api: FakeApi | undefined;
let bodies: Record<string, unknown>[];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T13:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  bodies = [];
  api = installFakeApi((url, init) => {
    if (url.pathname === '/tracking/exit') bodies.push(JSON.parse(String(init?.body)));
    return { success: true, totalUserPoints: 10 };
  });
});
afterEach(() => {
  api?.restore();
  vi.useRealTimers();
});

// What the probe's hook answered, for the test to report media activity through.
const handle: { media?: MediaActivity } = {};
const keep = (media: MediaActivity) => void (handle.media = media);
function Probe({ type, onMedia = keep }: { type: number; onMedia?: (media: MediaActivity) => void }) {
  const media = useContentTracking({ idContentItem: 7, idContentType: type }, 3);
  useEffect(() => onMedia(media), [media, onMedia]);
  return null;
}

const exits = () => api?.calls.filter((url) => url.pathname === '/tracking/exit').length ?? 0;
/** Lets `ms` of the fake clock pass, with what the timers and effects then do. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const settle = () => pass(1);

describe('content tracking (content-app.md 3, 4)', () => {
  it('records one exit when the learner leaves, with the time spent', async () => {
    const view = render(<Probe type={5} />);
    await pass(42_000);
    view.unmount();
    await settle();
    expect(exits()).toBe(1);
    expect(bodies[0]).toEqual({
      timeStart: '2026-11-22 13:00:00',
      idNavigationItem: 7,
      idNavigationType: 1,
      idSection: 3,
      timeExecuted: 42,
    });
  });

  it('records the exit after 300000 ms without activity, once', async () => {
    const view = render(<Probe type={5} />);
    await pass(IDLE_TIMEOUT_MS - 1);
    expect(exits()).toBe(0);
    await pass(2);
    expect(exits()).toBe(1);
    view.unmount();
    await settle();
    expect(exits()).toBe(1);
  });

  it('restarts the idle period on activity, at most once per 250 ms', async () => {
    render(<Probe type={5} />);
    await pass(IDLE_TIMEOUT_MS - 1000);
    window.dispatchEvent(new Event('keydown'));
    await pass(IDLE_DEBOUNCE_MS - 100);
    window.dispatchEvent(new Event('keydown'));
    await pass(IDLE_TIMEOUT_MS - 1000);
    expect(exits()).toBe(0);
    await pass(1000);
    expect(exits()).toBe(1);
    // The time up to the last activity, not the idle period after it.
    expect(bodies[0]?.timeExecuted).toBe(299);
  });

  it('waits while media plays', async () => {
    render(<Probe type={5} />);
    act(() => handle.media?.playing(true));
    await pass(IDLE_TIMEOUT_MS * 2);
    expect(exits()).toBe(0);
    act(() => handle.media?.playing(false));
    await pass(IDLE_TIMEOUT_MS);
    expect(exits()).toBe(1);
  });

  it.each([1, 2, 6])('leaves type %i to its player: no idle rule, one exit on leaving', async (type) => {
    const view = render(<Probe type={type} />);
    await pass(IDLE_TIMEOUT_MS * 2);
    expect(exits()).toBe(0);
    view.unmount();
    await settle();
    expect(exits()).toBe(1);
  });

  it('records the exit when the page is closed', async () => {
    render(<Probe type={5} />);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(exits()).toBe(1);
  });
});
