import { describe, expect, it } from 'vitest';
import {
  hasValidSignature,
  MEDIA_LINK_HOURS,
  mediaExpiry,
  mediaSigner,
  ownMediaPath,
} from './media-signature.ts';

const now = new Date('2026-11-24T12:20:00Z');
const queryOf = (address: string) => Object.fromEntries(new URL(address, 'https://h.invalid').searchParams);

describe('signed media addresses', () => {
  it('signs only files this server serves under /demo/', () => {
    const sign = mediaSigner('key', 2, now);
    expect(sign('https://www.youtube.com/watch?v=1')).toBe('https://www.youtube.com/watch?v=1');
    expect(sign('/api/learning/x')).toBe('/api/learning/x');
    expect(sign('/demo/a.pdf')).toMatch(/^\/demo\/a\.pdf\?exp=\d+&sig=[\w-]+$/);
    // A query or fragment already there stays, after the path the signature covers.
    expect(sign('/demo/a.pdf?v=2#page=3')).toMatch(/^\/demo\/a\.pdf\?v=2&exp=\d+&sig=[\w-]+#page=3$/);
    expect(ownMediaPath('/demo/a.pdf?v=2#page=3')).toBe('/demo/a.pdf');
  });

  it('expires at least MEDIA_LINK_HOURS later, the same within an hour (cacheable)', () => {
    const exp = mediaExpiry(now);
    expect(exp * 1000 - now.getTime()).toBeGreaterThanOrEqual(MEDIA_LINK_HOURS * 3600_000);
    expect(exp * 1000 - now.getTime()).toBeLessThanOrEqual((MEDIA_LINK_HOURS + 1) * 3600_000);
    expect(mediaExpiry(new Date('2026-11-24T12:59:59Z'))).toBe(exp);
  });

  it('opens the signed path of the signed tenant until it expires, nothing else', () => {
    const query = queryOf(mediaSigner('key', 2, now)('/demo/a.pdf'));
    expect(hasValidSignature('key', 2, '/demo/a.pdf', query, now)).toBe(true);
    expect(hasValidSignature('key', 1, '/demo/a.pdf', query, now)).toBe(false);
    expect(hasValidSignature('key', 2, '/demo/b.pdf', query, now)).toBe(false);
    expect(hasValidSignature('other', 2, '/demo/a.pdf', query, now)).toBe(false);
    const later = new Date(Number(query.exp) * 1000);
    expect(hasValidSignature('key', 2, '/demo/a.pdf', query, later)).toBe(false);
    // A later expiry written over a valid signature does not carry it.
    const extended = { ...query, exp: String(Number(query.exp) + 3600) };
    expect(hasValidSignature('key', 2, '/demo/a.pdf', extended, now)).toBe(false);
    for (const bad of [{}, { exp: query.exp }, { exp: 'x', sig: query.sig }, { exp: query.exp, sig: 'x' }])
      expect(hasValidSignature('key', 2, '/demo/a.pdf', bad, now)).toBe(false);
  });
});
