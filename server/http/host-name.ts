import { isCleanText } from './clean-text.ts';

/**
 * The host name a tenant is known by: `aurora.localhost:5173` -> `aurora.localhost`. Lower-cased,
 * without port or trailing dot; IPv6 literals keep their brackets. Also accepts a full URL, which is
 * what some clients send as the bucket.
 */
export function hostNameOf(value: string | undefined): string | undefined {
  let host = value?.trim().toLowerCase();
  // Bounded and clean like any input: a NUL would reach the database's lookup of the tenant.
  if (!host || host.length > 300 || !isCleanText(host)) return undefined;
  if (host.includes('://')) {
    try {
      host = new URL(host).host;
    } catch {
      return undefined;
    }
  }
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name?.replace(/\.$/, '') || undefined;
}
