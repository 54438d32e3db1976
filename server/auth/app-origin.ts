// Where the browser reaches another tenant: that tenant's host name with the scheme and port it used for
// this one. Tenants of one deployment share them (https on 443 in production, http on the dev or test
// server's port locally, where every *.localhost name is this machine).

/** A Host header fit to be written into an address: a name of letters, digits, dots and dashes, a port. */
const saneHost = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;

/**
 * `http://aurora.localhost:4173` for a request to `horizonte.localhost:4173`. The scheme is
 * request.protocol (behind a trusted proxy its X-Forwarded-Proto, a word from outside): only http and
 * https pass. A Host that cannot be written into an address gives no port.
 */
export function tenantOriginOf(protocol: string, requestHost: string | undefined, bucket: string): string {
  const scheme = protocol === 'https' ? 'https' : 'http';
  const port = requestHost && saneHost.test(requestHost) ? requestHost.split(':')[1] : undefined;
  return `${scheme}://${bucket}${port ? `:${port}` : ''}`;
}
