import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hostNameOf } from '../http/host-name.ts';
import { failure, messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { findTenantByBucket, type Tenant } from '../store/app-store.ts';
import { bearerToken, findSession, type Session } from './session-tokens.ts';

export interface Authenticated {
  tenant: Tenant;
  session: Session;
}

declare module 'fastify' {
  interface FastifyRequest {
    authenticated: Authenticated | null;
  }
}

/**
 * Protected routes need a live token issued on the tenant of the request's host: a token of tenant A
 * presented on tenant B's host is no session at all. Runs at onRequest, before the body is read, so an
 * anonymous caller learns nothing from validation messages.
 */
export function sessionGuard(context: RouteContext): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const tenant = token ? await findTenantByBucket(context.db, hostNameOf(request.headers.host)) : undefined;
    const session =
      tenant && token ? await findSession(context.db, token, tenant.idApp, context.now()) : undefined;
    if (!tenant || !session) {
      return reply.code(401).send(failure(messages.sessionExpired));
    }
    request.authenticated = { tenant, session };
  };
}

export function authenticatedOf(request: FastifyRequest): Authenticated {
  // Only reachable through a route registered without the guard: a programming error, hence a 500.
  if (!request.authenticated) throw new Error(`${request.url} is served without the session guard`);
  return request.authenticated;
}
