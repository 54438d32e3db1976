import { describe, expect, it } from 'vitest';
import { shouldAutoRedirectToSso, shouldShowLanding, ssoUrl } from './entryRules';

const landingApp = { landingPage: true, landingPageLocation: '/demo/landing.html' };
const fresh = { loggedIn: false, hasHistory: false };
const q = (query: string) => new URLSearchParams(query);

describe('landing page rule', () => {
  it('shows the landing page first when the app has one', () =>
    expect(shouldShowLanding(landingApp, q(''), fresh)).toBe(true));
  it.each(['fromLP=true', 'byPassSSO=true', 'token=abc'])('not when the URL has %s', (query) =>
    expect(shouldShowLanding(landingApp, q(query), fresh)).toBe(false),
  );
  it('not when the user has history or is logged in', () => {
    expect(shouldShowLanding(landingApp, q(''), { loggedIn: false, hasHistory: true })).toBe(false);
    expect(shouldShowLanding(landingApp, q(''), { loggedIn: true, hasHistory: false })).toBe(false);
  });
  it('not when the app has none', () =>
    expect(shouldShowLanding({ landingPage: false }, q(''), fresh)).toBe(false));
});

describe('SAML auto-redirect', () => {
  const saml = { hasSamlConfiguration: true, samlConfiguration: { autoRedirect: true } };
  it('redirects when configured', () => expect(shouldAutoRedirectToSso(saml, q(''))).toBe(true));
  it('not with byPassSSO=true or a token', () => {
    expect(shouldAutoRedirectToSso(saml, q('byPassSSO=true'))).toBe(false);
    expect(shouldAutoRedirectToSso(saml, q('token=x'))).toBe(false);
  });
  it('not without autoRedirect', () =>
    expect(shouldAutoRedirectToSso({ hasSamlConfiguration: true }, q(''))).toBe(false));
  it('builds the SSO address with the callback', () =>
    expect(ssoUrl('/api/', { idApp: 3, idCompany: 9 }, 'http://a.localhost/login')).toBe(
      '/api/login/sso/3/9?callback=http%3A%2F%2Fa.localhost%2Flogin',
    ));
});
