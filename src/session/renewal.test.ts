import { describe, expect, it } from 'vitest';
import { needsRenewal } from './renewal';

describe('renew-login', () => {
  const now = new Date('2026-11-22T01:30:00Z');
  it('is due when the last login is on an earlier UTC day', () =>
    expect(needsRenewal('2026-11-21T23:59:59Z', now)).toBe(true));
  it('is not due on the same UTC day', () => expect(needsRenewal('2026-11-22T00:00:01Z', now)).toBe(false));
  it('compares UTC days, not local ones', () =>
    expect(needsRenewal('2026-11-21T22:00:00-03:00', now)).toBe(false));
  it('is due for an unreadable date', () => expect(needsRenewal('ontem', now)).toBe(true));
});
