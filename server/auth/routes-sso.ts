// The company's login (auth/sso.ts), an area of its own:
//   GET  /api/login/sso/{idApp}/{idCompany}?callback= -> to the tenant's identity provider (or its 501 page)
//   GET  /api/login/sso/callback                      -> back from it, to the callback with a sign-in link
import type { FastifyRequest } from 'fastify';
import { idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { issueLinkToken } from './link-tokens.ts';
import { sameApp } from './sign-in.ts';
import {
  sameOriginCallback,
  sendSsoPage,
  sendSsoUnavailable,
  ssoCookie,
  ssoCookieOf,
  ssoMessages,
  withToken,
} from './sso.ts';
import { finishOidcLogin, SsoFailure, startOidcLogin } from './sso-oidc.ts';
import { saveSsoLogin, ssoLoginLifetimeMs, takeSsoLogin } from './sso-store.ts';
import { findUserByLogin } from './store.ts';

/** Where the company's provider sends the browser back (registered there as the redirect URI). */
export const SSO_CALLBACK = '/api/login/sso/callback';

/** The origin the browser is on (behind a trusted proxy, its X-Forwarded-Proto). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host}`;

export const ssoArea: Area = {
  name: 'sso',
  routes: ({ db, now }) => {
    const tenantOf = (request: FastifyRequest) => findTenantByHost(db, request.headers.host);
    return [
      // The company's login (auth/sso.ts): to the tenant's provider, or a pt-BR page when it has none.
      route({
        method: 'GET',
        url: '/api/login/sso/:idApp/:idCompany',
        access: 'public',
        params: idParams('idApp', 'idCompany'),
        handler: async (request, reply) => {
          const tenant = await tenantOf(request);
          if (!tenant || !sameApp(tenant, request.params)) return refuse(404, messages.noMatchingApp);
          if (!tenant.sso) return sendSsoUnavailable(reply);
          const origin = originOf(request);
          const callback = sameOriginCallback((request.query as { callback?: unknown }).callback, origin);
          try {
            const { url, pending } = await startOidcLogin(tenant.sso, `${origin}${SSO_CALLBACK}`);
            await saveSsoLogin(db, tenant.idApp, { ...pending, callback }, now());
            const maxAge = ssoLoginLifetimeMs / 1000;
            reply.header('set-cookie', ssoCookie(pending.state, request.protocol === 'https', maxAge));
            return reply.code(302).header('cache-control', 'no-store').redirect(url);
          } catch (error) {
            if (!(error instanceof SsoFailure)) throw error;
            request.log.warn(
              { idApp: tenant.idApp, reason: error.message },
              'SSO: the provider cannot start',
            );
            return sendSsoPage(reply, 502, ssoMessages.failedTitle, ssoMessages.failed);
          }
        },
      }),
      // The provider's answer: the attempt this browser started, the code exchanged, the user of the
      // e-mail the provider vouches for, a one-use sign-in link to the callback.
      route({
        method: 'GET',
        url: SSO_CALLBACK,
        access: 'public',
        handler: async (request, reply) => {
          const tenant = await tenantOf(request);
          if (!tenant?.sso) return refuse(404, messages.noMatchingApp);
          const query = request.query as Record<string, unknown>;
          const state = typeof query.state === 'string' ? query.state : '';
          const cookieState = ssoCookieOf(request.headers.cookie);
          reply.header('set-cookie', ssoCookie('', request.protocol === 'https', 0));
          const pending =
            state && state === cookieState ? await takeSsoLogin(db, tenant.idApp, state, now()) : undefined;
          if (!pending) return sendSsoPage(reply, 400, ssoMessages.failedTitle, ssoMessages.expired);
          if (typeof query.error === 'string')
            return sendSsoPage(reply, 400, ssoMessages.failedTitle, ssoMessages.cancelled);
          const origin = originOf(request);
          let email: string;
          try {
            ({ email } = await finishOidcLogin(tenant.sso, new URL(request.url, origin), pending));
          } catch (error) {
            if (!(error instanceof SsoFailure)) throw error;
            request.log.warn({ idApp: tenant.idApp, reason: error.message }, 'SSO: the sign-in was refused');
            return sendSsoPage(reply, 502, ssoMessages.failedTitle, ssoMessages.failed);
          }
          const user = await findUserByLogin(db, tenant.idApp, email);
          if (!user || user.active !== 1) {
            request.log.info({ idApp: tenant.idApp }, 'SSO: no active user of the e-mail the provider sent');
            return sendSsoPage(reply, 403, ssoMessages.noAccountTitle, ssoMessages.noAccount);
          }
          const { token } = await issueLinkToken(
            db,
            { idApp: tenant.idApp, idUser: user.idUser, purpose: 'login' },
            now(),
          );
          request.log.info({ idApp: tenant.idApp, idUser: user.idUser }, 'SSO: signed in by the provider');
          return reply
            .code(302)
            .header('cache-control', 'no-store')
            .redirect(withToken(pending.callback, token));
        },
      }),
    ];
  },
};
