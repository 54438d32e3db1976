// What the download viewer says of a file before it is fetched: its name (the last part of its
// address), whether it is on the app's own origin (then the `download` attribute applies) and, for
// those, its size from a HEAD request.
import { queryOptions } from '@tanstack/react-query';
import { isHttpAddress } from '../../../src/shared-rules/web-address';

interface FileLocation {
  href: string;
  name: string;
  sameOrigin: boolean;
}

export function fileLocation(
  location: string | undefined,
  base = window.location.href,
): FileLocation | undefined {
  if (!location?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(location.trim(), base);
  } catch {
    return undefined;
  }
  if (!isHttpAddress(url)) return undefined;
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: show the name as written.
  }
  return { href: url.href, name: name || url.hostname, sameOrigin: url.origin === new URL(base).origin };
}

const SIZE_TIMEOUT_MS = 10_000;

/** The file's size from its Content-Length (same origin only: connect-src is 'self'); null if unknown. */
export const fileSizeQuery = (href: string) =>
  queryOptions({
    queryKey: ['file-size', href] as const,
    queryFn: async ({ signal }) => {
      const response = await fetch(href, {
        method: 'HEAD',
        credentials: 'same-origin',
        signal: AbortSignal.any([signal, AbortSignal.timeout(SIZE_TIMEOUT_MS)]),
      });
      const length = Number(response.headers.get('content-length'));
      return response.ok && Number.isInteger(length) && length > 0 ? length : null;
    },
    retry: false,
    staleTime: Infinity,
  });
