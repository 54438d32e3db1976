// DATABASE_URL read once, checked before anything connects: a typo is named as the variable (never
// with its value, which may carry a password), and only PostgreSQL's own schemes are taken, so a
// mysql:// address is refused instead of quietly becoming PostgreSQL on localhost.
import { StartupError } from '../startup-error.ts';

export const supportedSchemes = ['postgres:', 'postgresql:'] as const;

/** How long the first connection may take before the server gives up (a silent host or firewall). */
export const defaultConnectTimeoutMs = 5_000;

const example = 'postgres://user:password@host:5432/database';
const orPglite = 'or unset it to use the embedded PGlite';

export interface DatabaseAddress {
  /** "host:port" as people should read it, or "local socket". */
  where: string;
  user: string;
}

/** The parts of DATABASE_URL that messages may show. Throws a StartupError when it is unusable. */
export function readDatabaseUrl(url: string): DatabaseAddress {
  let parsed: URL;
  try {
    // "host:5432" parses as a URL of scheme "host:": an address here always has scheme://.
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) throw new TypeError('no scheme://');
    parsed = new URL(url);
  } catch {
    throw new StartupError([`DATABASE_URL is not a valid address: write it as ${example}, ${orPglite}.`]);
  }
  if (!(supportedSchemes as readonly string[]).includes(parsed.protocol)) {
    const scheme = parsed.protocol.replace(/:$/, '').slice(0, 20);
    throw new StartupError([
      `DATABASE_URL starts with "${scheme}://", which is not supported: only postgres:// and ` +
        `postgresql:// (PostgreSQL), ${orPglite}.`,
    ]);
  }
  return {
    where: parsed.hostname ? `${parsed.hostname}:${parsed.port || '5432'}` : 'local socket',
    user: decodedUser(parsed.username),
  };
}

/** A failed first connection as one line naming DATABASE_URL, the address and what to do. */
export function connectionProblem(error: unknown, address: DatabaseAddress, timeoutMs: number): string {
  const { code, message } = error as { code?: string; message?: string };
  const at = `DATABASE_URL: PostgreSQL at ${address.where}`;
  if (code === 'ECONNREFUSED')
    return `${at} refuses connections (nothing listens there): start PostgreSQL or correct the host and port in DATABASE_URL.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `${at}: the host is not known (${code}): correct the host in DATABASE_URL.`;
  if (
    code === 'ETIMEDOUT' ||
    code === 'EHOSTUNREACH' ||
    code === 'ENETUNREACH' ||
    /timeout/i.test(message ?? '')
  )
    return `${at} did not answer within ${timeoutMs / 1000} s: check the host, the port and any firewall, or correct DATABASE_URL.`;
  if (code === '28P01' || code === '28000')
    return `${at} refused the login of user "${address.user}": check the user and password in DATABASE_URL.`;
  if (code === '3D000')
    return `${at}: ${message ?? 'the database does not exist'}: create it or correct DATABASE_URL.`;
  return `${at}: ${message ?? String(error)} (${code ?? 'no code'}): check DATABASE_URL.`;
}

/** The user name as typed: a stray % (not valid percent-encoding) is shown as it is, not thrown. */
function decodedUser(username: string): string {
  try {
    return decodeURIComponent(username);
  } catch {
    return username;
  }
}
