// Short-lived signed addresses of learning media (issue 17, defect 1): a learning content's file under
// /demo/ is served only with `?exp=<unix s>&sig=<HMAC-SHA256, base64url>` in its query, which the API
// adds when it gives the content to a learner allowed to open it. The signature binds the tenant, the
// file's path and the expiry, so an address copied to another tenant's host, to another file or past its
// time is refused (server/tenants/routes.ts, GET /demo/*).
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How long a signed address opens its file. Hours, not minutes: a learner keeps a video or a PDF open
 * for a lesson, and the player fetches more of it (Range requests) long after the page was loaded.
 */
export const MEDIA_LINK_HOURS = 4;

const HOUR_SECONDS = 3600;

/** Signs an own-server media address for one learner's response; other addresses pass unchanged. */
export type MediaSigner = (address: string) => string;

/** The signer of a view built for no browser (SCORM finish, trackings): nothing to open there. */
export const unsignedMedia: MediaSigner = (address) => address;

/** The address's path when it names a file this server serves under /demo/; undefined otherwise. */
export function ownMediaPath(address: string): string | undefined {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/demo/') ? path : undefined;
}

/**
 * The expiry of an address signed at `now`: rounded up to the next full hour, then MEDIA_LINK_HOURS
 * later, so every response within an hour gives the same address and the browser's cache keeps it.
 */
export function mediaExpiry(now: Date): number {
  return Math.ceil(now.getTime() / 1000 / HOUR_SECONDS) * HOUR_SECONDS + MEDIA_LINK_HOURS * HOUR_SECONDS;
}

export function mediaSignature(key: string, idApp: number, path: string, exp: number): string {
  return createHmac('sha256', key).update(`${idApp}\n${exp}\n${path}`).digest('base64url');
}

/** The signer of one tenant's responses at `now`, with the shared key (media-keys.ts). */
export function mediaSigner(key: string, idApp: number, now: Date): MediaSigner {
  const exp = mediaExpiry(now);
  return (address) => {
    const path = ownMediaPath(address);
    if (!path) return address;
    const rest = address.slice(path.length);
    const hash = rest.indexOf('#');
    const query = hash < 0 ? rest : rest.slice(0, hash);
    const fragment = hash < 0 ? '' : rest.slice(hash);
    const signed = `exp=${exp}&sig=${mediaSignature(key, idApp, path, exp)}`;
    return `${path}${query.length > 1 ? `${query}&` : '?'}${signed}${fragment}`;
  };
}

/** Whether the query opens `path` of the tenant at `now`: a signature of the key, not yet expired. */
export function hasValidSignature(
  key: string,
  idApp: number,
  path: string,
  query: { exp?: string; sig?: string },
  now: Date,
): boolean {
  if (!query.exp || !query.sig || !/^\d{1,12}$/.test(query.exp)) return false;
  const exp = Number(query.exp);
  if (exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mediaSignature(key, idApp, path, exp));
  const given = Buffer.from(query.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
