// The SCORM CDN test of learning-area.md 4.2 and 9: only with a configured test page, once, in a hidden
// frame, its result kept 7 days in a cookie that later decides useCdn without testing again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CDN_COOKIE_SECONDS, cdnAllowed, readCdnCookie, runCdnTest, writeCdnCookie } from './cdnTest';

const TEST_PAGE = 'https://cdn.example.test/scorm/cdn-test.html';

const testFrames = () => [...document.querySelectorAll('iframe')].filter((frame) => frame.src === TEST_PAGE);

const clearCookie = () => {
  document.cookie = 'scormCdnTest=; Max-Age=0; Path=/';
};

beforeEach(clearCookie);
afterEach(() => {
  clearCookie();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the SCORM CDN test', () => {
  it('runs nothing and uses no CDN when no test page is configured', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    expect(await cdnAllowed('')).toBe(false);
    expect(await cdnAllowed(undefined)).toBe(false);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(cookieWrites).not.toHaveBeenCalled();
  });

  it('loads the page once in a hidden frame and keeps "passed" for 7 days', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const first = cdnAllowed(TEST_PAGE);
    const second = cdnAllowed(TEST_PAGE);
    const [frame, ...others] = testFrames();
    expect(others).toHaveLength(0);
    expect(frame!.hidden).toBe(true);
    expect(frame!.getAttribute('sandbox')).toBe('allow-scripts');
    frame!.dispatchEvent(new Event('load'));
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(testFrames()).toHaveLength(0);
    expect(readCdnCookie()).toBe('passed');
    expect(cookieWrites).toHaveBeenCalledWith(expect.stringContaining(`Max-Age=${CDN_COOKIE_SECONDS}`));
    expect(CDN_COOKIE_SECONDS).toBe(7 * 24 * 60 * 60);
  });

  it('fails when the page does not load in time, and the cookie then decides without a new test', async () => {
    vi.useFakeTimers();
    const result = cdnAllowed(TEST_PAGE, { timeoutMs: 5000 });
    expect(testFrames()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toBe(false);
    expect(readCdnCookie()).toBe('failed');
    expect(await cdnAllowed(TEST_PAGE)).toBe(false);
    expect(testFrames()).toHaveLength(0);
  });

  it('fails on a frame error', async () => {
    const result = runCdnTest(TEST_PAGE);
    testFrames()[0]!.dispatchEvent(new Event('error'));
    expect(await result).toBe('failed');
  });

  it('reads a stored "passed" as CDN allowed', async () => {
    writeCdnCookie('passed');
    expect(await cdnAllowed(TEST_PAGE)).toBe(true);
    expect(testFrames()).toHaveLength(0);
  });
});
