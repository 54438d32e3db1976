// The one "is this an http(s) address" rule of the app and the API. An address that comes from data
// (a content's link, a frame's page, a file, a photo) is followed only when its scheme is http: or
// https:, never javascript:, data: or vbscript:, whatever their spelling: URL reads the scheme as a
// browser would and lower-cases it. Import-free, so the server uses it as it is. The lint rule
// architecture/web-address (scripts/import-boundaries.mjs) refuses `protocol ===` checks elsewhere.

/** What has a scheme: a URL, or the page's own Location. */
interface HasScheme {
  protocol: string;
}

/** True when `address` (a URL, or text read as an absolute URL) is an http(s) address. */
export function isHttpAddress(address: HasScheme | string): boolean {
  if (typeof address === 'string') return webAddress(address) !== null;
  return address.protocol === 'http:' || address.protocol === 'https:';
}

/** True when `address` is an https address (a page that may keep Secure cookies, for one). */
export function isHttpsAddress(address: HasScheme | string): boolean {
  const url = typeof address === 'string' ? webAddress(address) : address;
  return url?.protocol === 'https:';
}

/**
 * `raw` as a URL when it is an http(s) address, null otherwise (no address at all included).
 * `base` resolves a relative one; without it only absolute addresses count.
 */
export function webAddress(raw: string, base?: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return isHttpAddress(url) ? url : null;
}
