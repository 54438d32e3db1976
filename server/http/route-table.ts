// Every API area (server/<area>/routes.ts) declares its routes as a table of
// {method, url, schemas, handler} and the server registers every table in one loop (registerArea).
// One shape for 100+ routes: what a route accepts is read off its line, and its types come from the
// schemas (api-schemas.ts), so a handler cannot drift from what the validator lets through.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { RouteContext } from '../route-context.ts';
import { messages } from '../messages.ts';
import { refuse } from './refusal.ts';
import type { Typed } from './api-schemas.ts';

export interface RouteSpec<Body = unknown, Query = unknown, Params = unknown> {
  method: HTTPMethods | HTTPMethods[];
  /** The whole path, /api included, so a route is found by grepping the address the app calls. */
  url: string;
  body?: Typed<Body>;
  querystring?: Typed<Query>;
  params?: Typed<Params>;
  /**
   * Who may call it: 'session' (a live session token of the host's tenant, whose user accepted the
   * tenant's terms: the area's default), 'session-before-terms' (a session whose user may still owe
   * the terms: the terms' own routes and logout), 'public', or a guard of its own (the renew-login
   * accepts a sign-in link too).
   */
  access?: 'session' | 'session-before-terms' | 'public' | onRequestAsyncHookHandler;
  /**
   * 'closed': refused (403) to a support session (learning-area.md 4.11): the accessed user's password,
   * payments and the support access itself stay theirs.
   */
  duringSupport?: 'closed';
  /** Runs after validation, before the handler: a rate limit per user. */
  preHandler?: preHandlerAsyncHookHandler;
  /** Other route options (bodyLimit, config, response schemas): rarely needed. */
  options?: Omit<RouteOptions, 'method' | 'url' | 'handler' | 'schema' | 'onRequest' | 'preHandler'>;
  handler(
    request: FastifyRequest<{ Body: Body; Querystring: Query; Params: Params }>,
    reply: FastifyReply,
  ): Promise<unknown>;
}

/** A line of a table, its types checked where it is written and erased in the table. */
export type AnyRoute = RouteSpec<never, never, never> & { readonly __route: true };

/** Types one route from its schemas: `route({ method: 'GET', url, params: idParams('id'), handler })`. */
export function route<Body = unknown, Query = unknown, Params = unknown>(
  spec: RouteSpec<Body, Query, Params>,
): AnyRoute {
  return spec as unknown as AnyRoute;
}

/** One API area: its routes, and the guard its 'session' routes use. */
export interface Area {
  /** For messages and the route report. */
  name: string;
  routes(context: RouteContext, app: FastifyInstance): readonly AnyRoute[];
  /**
   * Plugins and hooks of the area's own scope, before its routes (multipart for uploads, the chat
   * socket's close): the area is registered as an encapsulated plugin, so they reach no other area.
   */
  setup?(app: FastifyInstance, context: RouteContext): Promise<void>;
}

/** The session guards, handed in so this module stays below auth/. */
export interface SessionGuards {
  session: onRequestAsyncHookHandler;
  beforeTerms: onRequestAsyncHookHandler;
}

/** Registers an area in a scope of its own: its setup, then its table. */
export async function registerArea(
  app: FastifyInstance,
  area: Area,
  context: RouteContext,
  guards: SessionGuards,
): Promise<void> {
  await app.register(async (scope) => {
    await area.setup?.(scope, context);
    addRoutes(scope, area, context, guards);
  });
}

function guardOf(line: RouteSpec, guards: SessionGuards) {
  const { access = 'session', duringSupport } = line;
  if (access === 'public') return {};
  const guard =
    access === 'session' ? guards.session : access === 'session-before-terms' ? guards.beforeTerms : access;
  return { onRequest: duringSupport === 'closed' ? [guard, refuseSupportSession] : guard };
}

/** After the guard: a support session is refused where the route says so. */
async function refuseSupportSession(request: FastifyRequest): Promise<void> {
  if (request.authenticated?.session.supportBy != null) refuse(403, messages.closedDuringSupport);
}

function addRoutes(app: FastifyInstance, area: Area, context: RouteContext, guards: SessionGuards): void {
  for (const line of area.routes(context, app) as readonly RouteSpec[]) {
    const { body, querystring, params, options, preHandler, handler } = line;
    const schema: Record<string, unknown> = {};
    if (body) schema.body = body.schema;
    if (querystring) schema.querystring = querystring.schema;
    if (params) schema.params = params.schema;
    app.route({
      ...options,
      method: line.method,
      url: line.url,
      schema,
      ...guardOf(line, guards),
      ...(preHandler ? { preHandler } : {}),
      handler: handler as RouteOptions['handler'],
    });
  }
}
