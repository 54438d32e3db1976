// Where another app's favicon can be read from. appsUserAccess gives each app's favicon as the tenant
// wrote it: an https address, or a path on that app's own host (its `domain`). A path is resolved on
// that host with this page's scheme and port (the tenants of one deployment share them). The page's
// policy loads images from its own origin and from https only (server/http/security-headers.ts), so
// an icon on another plain-http origin (the *.localhost tenants in development) is left out: the app's
// initial stands for it instead of a refused image.
import type { LoginInfo } from '../../generated/types';
import { isHttpsAddress, webAddress } from '../../shared-rules/web-address';

export type AppAccess = NonNullable<LoginInfo['appsUserAccess']>[number];

export function appIconAddress(
  app: Pick<AppAccess, 'domain' | 'favIcon'>,
  page: Pick<Location, 'protocol' | 'port' | 'origin'>,
): string | null {
  if (!app.favIcon) return null;
  const origin = app.domain
    ? `${page.protocol}//${app.domain}${page.port ? `:${page.port}` : ''}`
    : page.origin;
  const url = webAddress(app.favIcon, `${origin}/`);
  return url && (isHttpsAddress(url) || url.origin === page.origin) ? url.href : null;
}

/** The apps the switch offers: the login info's list, or nothing when it names one app or none. */
export function switchableApps(loginInfo: Pick<LoginInfo, 'appsUserAccess'> | undefined): AppAccess[] {
  const apps = loginInfo?.appsUserAccess ?? [];
  return apps.length > 1 ? apps : [];
}
