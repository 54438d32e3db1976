import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { refuse } from '../http/refusal.ts';
import { messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import type { Tenant } from '../tenants/store.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { termsMessages, TERMS_PENDING_HEADER } from '../terms/messages.ts';
import { owesTerms, termsOwed } from '../terms/store.ts';
import { redeemLinkToken, signInPurposes, type LinkTokenPurpose } from './link-tokens.ts';
import { bearerToken, findSession, type Session } from './session-tokens.ts';

export interface Authenticated {
  tenant: Tenant;
  session: Session;
  /** Set when a link token was exchanged (the automatic login only): there is no session token yet. */
  viaLink?: LinkTokenPurpose;
}

declare module 'fastify' {
  interface FastifyRequest {
    authenticated: Authenticated | null;
  }
}

/**
 * Protected routes need a live session token issued on the tenant of the request's host: a token of
 * tenant A presented on tenant B's host is no session at all, and a link token (the ones put in
 * addresses) is none either. Runs at onRequest, before the body is read, so an anonymous caller
 * learns nothing from validation messages.
 */
export function sessionGuard(
  context: RouteContext,
  terms: 'enforced' | 'exempt' = 'enforced',
): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const tenant = token ? await findTenantByHost(context.db, request.headers.host) : undefined;
    const session =
      tenant && token ? await findSession(context.db, token, tenant.idApp, context.now()) : undefined;
    if (!tenant || !session) {
      return refuse(401, messages.sessionExpired);
    }
    // Terms not accepted (learning-area.md 2.2, 4.12): every route but the terms' own, logout and the
    // renewal is refused here, so the gate is the server's and not only the browser's redirect.
    // A support session is not held at the terms: they are the accessed user's to accept.
    const enforced = terms === 'enforced' && session.supportBy === null;
    if (enforced && owesTerms(await termsOwed(context.db, tenant, session.idUser))) {
      return refuse(403, termsMessages.mustAccept, { [TERMS_PENDING_HEADER]: '1' });
    }
    request.authenticated = { tenant, session };
  };
}

/**
 * The renew-login's guard: a session token, or else a sign-in link token of the host's tenant, used up
 * here (the automatic login with ?token= exchanges it once for a session). No other route accepts one.
 */
export function renewalGuard(context: RouteContext): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const tenant = token ? await findTenantByHost(context.db, request.headers.host) : undefined;
    if (!tenant || !token) return refuse(401, messages.sessionExpired);
    const at = context.now();
    const session = await findSession(context.db, token, tenant.idApp, at);
    if (session) {
      request.authenticated = { tenant, session };
      return;
    }
    const grant = await redeemLinkToken(context.db, token, tenant.idApp, at, signInPurposes);
    if (!grant) return refuse(401, messages.sessionExpired);
    request.authenticated = {
      tenant,
      session: { idApp: grant.idApp, idUser: grant.idUser, tokenHash: '', supportBy: null },
      viaLink: grant.purpose,
    };
  };
}

export function authenticatedOf(request: FastifyRequest): Authenticated {
  // Only reachable through a route registered without the guard: a programming error, hence a 500.
  if (!request.authenticated) throw new Error(`${request.url} is served without the session guard`);
  return request.authenticated;
}
