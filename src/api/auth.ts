// The login calls of content-app.md 7: user-login-info, login, renewlogin, forgot.
import type { AppDetails } from '../generated/types';
import type { MenuData } from '../session';
import { api } from './instance';

export async function checkUser(app: AppDetails, username: string) {
  return api().request('GET', '/login/user-login-info', {
    schema: 'api/user-login-info-response',
    query: { username, idApp: app.idApp, idCompany: app.idCompany },
  });
}

export async function login(app: AppDetails, username: string, password: string): Promise<MenuData> {
  const response = await api().request('POST', '/login', {
    schema: 'api/login-response',
    body: { username, password, idAppType: app.idAppType, idApp: app.idApp, idCompany: app.idCompany },
  });
  return {
    token: response.token,
    loginInfo: response.loginInfo,
    menu: response.menu,
    design: response.design,
  };
}

/**
 * Renew-login, also used for automatic login with ?token= (then `token` is the one from the URL
 * and idUser is unknown until the server answers).
 */
export async function renewLogin(idAppType: number, idUser?: number, token?: string) {
  return api().request('POST', '/login/renewlogin', {
    schema: 'api/renew-login-response',
    body: idUser === undefined ? { idAppType } : { idUser, idAppType },
    token,
  });
}

/**
 * Logout on the server (reference API, issue 9): the token is revoked there, so a copy of it is worth
 * nothing. Given the token explicitly, because the local session is cleared without waiting for this.
 */
export async function logout(token: string) {
  return api().request('POST', '/login/logout', {
    schema: 'api/message-response',
    token,
    keepSessionOn401: true,
  });
}

/** What a link token may open: each address the app builds with `token=` in its query. */
export type LinkTokenPurpose = 'embedded-page' | 'journey-frame' | 'admin' | 'login';

/**
 * A short-lived, one-use token for one address (an embedded page, a journey frame, the admin link),
 * in place of the session token: an address ends up in history, logs and Referer headers.
 */
export async function requestLinkToken(purpose: LinkTokenPurpose): Promise<string> {
  const response = await api().request('POST', '/login/linktoken', {
    schema: 'api/link-token-response',
    body: { purpose },
  });
  return response.linkToken;
}

/**
 * The address that signs the same person in on another of their apps (appsUserAccess), once: the
 * server checks the account and answers the target's automatic login with a one-time link token.
 */
export async function switchApp(idApp: number) {
  return api().request('POST', `/login/switch-app/${idApp}`, { schema: 'api/switch-app-response' });
}

export async function forgotPassword(app: AppDetails, username: string) {
  return api().request('POST', '/login/forgot', {
    schema: 'api/message-response',
    body: { username, idAppType: app.idAppType },
  });
}
