// The entry rules of content-app.md 2.2 and 4, as pure functions.
import type { AppDetails } from '../../generated/types';

const flag = (params: URLSearchParams, name: string) => params.get(name) === 'true';

/** Landing page first when enabled, unless the user came from it, bypassed, has a token, has history or is logged in. */
export function shouldShowLanding(
  app: Pick<AppDetails, 'landingPage' | 'landingPageLocation'>,
  params: URLSearchParams,
  { loggedIn, hasHistory }: { loggedIn: boolean; hasHistory: boolean },
): boolean {
  return (
    Boolean(app.landingPage && app.landingPageLocation) &&
    !flag(params, 'fromLP') &&
    !flag(params, 'byPassSSO') &&
    !params.get('token') &&
    !hasHistory &&
    !loggedIn
  );
}

/** SAML auto-redirect when the app has it, unless byPassSSO=true or a token came in the URL. */
export function shouldAutoRedirectToSso(
  app: Pick<AppDetails, 'hasSamlConfiguration' | 'samlConfiguration'>,
  params: URLSearchParams,
): boolean {
  return (
    Boolean(app.hasSamlConfiguration && app.samlConfiguration?.autoRedirect) &&
    !flag(params, 'byPassSSO') &&
    !params.get('token')
  );
}

/** GET /login/sso/{idApp}/{idCompany}?callback=...: the server answers with the browser redirect. */
export function ssoUrl(
  apiBaseUrl: string,
  app: Pick<AppDetails, 'idApp' | 'idCompany'>,
  callback: string,
): string {
  const base = apiBaseUrl.replace(/\/$/, '');
  return `${base}/login/sso/${app.idApp}/${app.idCompany}?callback=${encodeURIComponent(callback)}`;
}
