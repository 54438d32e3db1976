// --trust-proxy / TRUST_PROXY: whom the API believes about the client behind a balancer. Without it, the
// client is the socket's peer: behind a proxy every learner would share the proxy's address (one
// learner's 50 failed logins would stop everyone), and https would look like http.
import { isIP } from 'node:net';
import type { TrustProxy } from '../server-options.ts';

/** proxy-addr's names for ranges (127.0.0.0/8 and ::1; 169.254/16 and fe80::/10; private ranges). */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (text: string) => {
  if (namedRanges.has(text)) return true;
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d{1,3}$/.test(bits) && size <= (version === 4 ? 32 : 128);
};

/**
 * `true` (any proxy), a number of hops, or addresses and CIDR ranges separated by commas
 * (`10.0.0.0/8,loopback`); `false` or empty: nobody. Throws an Error saying what is accepted.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  if (text === '' || text === 'false') return undefined;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 100) return hops;
  } else {
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
  }
  throw new Error(
    `--trust-proxy must be true, a number of proxies (1 to 100) or addresses and ranges separated by ` +
      `commas (e.g. 10.0.0.0/8,loopback), not "${value}"`,
  );
}

/**
 * Fastify's form of it. A hop count trusts that many proxies whoever they are (Fastify itself reads a
 * bare number as "trust nobody"): only for an API that nothing but those proxies can reach.
 */
export function fastifyTrustProxy(trust: TrustProxy | undefined) {
  if (trust === undefined) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}
