// The company's identity provider by OpenID Connect (auth/sso.ts), with openid-client (panva's
// certified relying party: discovery, PKCE, state, nonce, the ID token's signature and claims are
// checked by it, never by hand). What this module adds: where the configuration comes from, and the
// e-mail the provider vouches for.
import * as oidc from 'openid-client';
import { isHttpAddress, isHttpsAddress } from '../../src/shared-rules/web-address.ts';
import type { SsoConfiguration } from '../fixtures/tenant-fixture-types.ts';

/** The provider's side cannot be reached or refused the sign-in: logged, the user sees a pt-BR page. */
export class SsoFailure extends Error {
  override name = 'SsoFailure';
}

/** http only on this machine (a provider the tests start); anywhere else the issuer must be https. */
export function isLoopbackIssuer(issuer: URL): boolean {
  return (
    isHttpAddress(issuer) &&
    !isHttpsAddress(issuer) &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  );
}

// One discovery per provider and client per process: the provider's metadata and keys are fetched once,
// and again after a failure (a provider that was down is tried afresh on the next sign-in).
const configurations = new Map<string, Promise<oidc.Configuration>>();

function configurationOf(sso: SsoConfiguration): Promise<oidc.Configuration> {
  const secret = process.env[sso.clientSecretVariable];
  if (!secret) throw new SsoFailure(`the variable ${sso.clientSecretVariable} holds no client secret`);
  const key = JSON.stringify([sso.issuer, sso.clientId, secret]);
  let configuration = configurations.get(key);
  if (!configuration) {
    const issuer = new URL(sso.issuer);
    configuration = oidc.discovery(
      issuer,
      sso.clientId,
      secret,
      undefined,
      isLoopbackIssuer(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    configurations.set(key, configuration);
    configuration.catch(() => configurations.delete(key));
  }
  return configuration;
}

/** What the callback needs again: kept on the server (sso_logins), never in the browser. */
export interface PendingSsoLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's sign-in address for this attempt, and its secrets (PKCE S256, state, nonce). */
export async function startOidcLogin(
  sso: SsoConfiguration,
  redirectUri: string,
): Promise<{ url: string; pending: PendingSsoLogin }> {
  const configuration = await configurationOf(sso).catch(asFailure);
  const pending = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, pending };
}

/**
 * Exchanges the code of the provider's answer (`callbackUrl`, the registered redirect address with the
 * query the provider added) and answers the e-mail of the verified ID token. A provider that says the
 * e-mail is not verified is not trusted with it.
 */
export async function finishOidcLogin(
  sso: SsoConfiguration,
  callbackUrl: URL,
  pending: PendingSsoLogin,
): Promise<{ email: string }> {
  const configuration = await configurationOf(sso).catch(asFailure);
  const tokens = await oidc
    .authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    })
    .catch(asFailure);
  const idToken = tokens.claims();
  if (!idToken) throw new SsoFailure('the provider sent no ID token');
  // A provider may keep the profile claims for its userinfo endpoint (OpenID Connect Core 5.4, as
  // oidc-provider does when it also issues an access token): asked there, for the same subject.
  const claims =
    typeof idToken.email === 'string'
      ? idToken
      : await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub).catch(asFailure);
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email) throw new SsoFailure('the provider sent no e-mail');
  if (claims.email_verified === false) throw new SsoFailure('the provider has not verified the e-mail');
  return { email };
}

function asFailure(error: unknown): never {
  if (error instanceof SsoFailure) throw error;
  throw new SsoFailure(error instanceof Error ? error.message : String(error), { cause: error });
}
