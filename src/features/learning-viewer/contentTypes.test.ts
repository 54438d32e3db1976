// learning-area.md 2.4: which viewer draws each learning content type, and 4.2: how each completes.
import { describe, expect, it } from 'vitest';
import { completionTriggerOf, hasFileAddress, isScorm, viewerTypeOf } from './contentTypes';
import { utcStartTime } from './useContentProgress';

describe('learning content types', () => {
  it("maps 2.4's list to the content registry's viewers (6 is a video here)", () => {
    expect([1, 2, 4, 5, 6, 7, 18, 27].map(viewerTypeOf)).toEqual([1, 2, 4, 5, 2, 7, 18, 27]);
    expect(viewerTypeOf(26)).toBeUndefined();
    expect(viewerTypeOf(99)).toBeUndefined();
    expect(isScorm(26)).toBe(true);
  });

  it('completes media on their end, links on Continuar, files on download, pages after 2 s, sites on load', () => {
    expect([1, 2, 6].map(completionTriggerOf)).toEqual(['media', 'media', 'media']);
    expect(completionTriggerOf(27)).toBe('continue');
    expect(completionTriggerOf(18)).toBe('download');
    expect(completionTriggerOf(5)).toBe('timer');
    expect(completionTriggerOf(4)).toBe('load');
    expect(completionTriggerOf(7)).toBe('none');
  });

  it('needs an address to offer a file', () => {
    expect(hasFileAddress({ contentLocation: '/demo/a.pdf' })).toBe(true);
    expect(hasFileAddress({ mediaLocation: '/demo/a.pdf' })).toBe(true);
    expect(hasFileAddress({ contentLocation: '  ' })).toBe(false);
    expect(hasFileAddress({})).toBe(false);
  });

  it("writes the tracking's start time in UTC as 'YYYY-MM-DD HH:mm:ss'", () => {
    expect(utcStartTime(new Date('2026-11-24T01:02:03.456-03:00'))).toBe('2026-11-24 04:02:03');
  });
});
