// The login calls of content-app.md 7: user-login-info, login, renewlogin, forgot.
import type { AppDetails } from '../generated/types';
import type { MenuData } from '../app/session';
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

export async function forgotPassword(app: AppDetails, username: string) {
  return api().request('POST', '/login/forgot', {
    schema: 'api/message-response',
    body: { username, idAppType: app.idAppType },
  });
}
