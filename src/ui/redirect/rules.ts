// The rules of the admin and external redirects (content-app.md 2.6, 6): who may open the admin
// area, the address it opens with a link token, and how the new tab is opened. Which addresses are
// accepted is httpUrl's absolute-only rule (src/ui/httpUrl.ts).
import { httpUrl } from '../httpUrl';

/** Admin: login info admin equal to 1 or 2 (content-app.md 6). */
export const isAdmin = (loginInfo: { admin?: number } | null | undefined): boolean =>
  loginInfo?.admin === 1 || loginInfo?.admin === 2;

/**
 * The admin host with a token in its query (?token=...), or null without either. The token is a link
 * token (minutes of life, one use, exchanged by the admin area for its own session), never the
 * session token: an address is kept in history and logs.
 */
export function adminUrl(adminHost: string | undefined, token: string | null): string | null {
  const url = httpUrl(adminHost, null);
  if (!url || !token) return null;
  url.searchParams.set('token', token);
  return url.href;
}

/** Opens an address in a new tab that cannot reach back to the app (window.opener is null). */
export function openInNewTab(url: string, features: 'noopener' | 'noopener,noreferrer'): void {
  window.open(url, '_blank', features);
}
