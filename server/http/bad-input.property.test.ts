// Every route of the server, found as it is registered, driven with generated bad input (fast-check):
// hostile path parameters, query strings, JSON and multipart bodies, with and without a session, with
// the other tenant's session, on both demo hosts. No answer may be a 5xx; every refusal of an API route
// is the pt-BR `{success:false, message}` with the headers of every answer. The seed is fixed, so a run
// is repeatable; BAD_INPUT_SEED and BAD_INPUT_RUNS explore further.
import * as fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  aimedMultipartArb,
  uploadForm,
  benignArb,
  hotArb,
  multipartArb,
  queryArb,
  rawJsonArb,
  shapedArb,
  urlValueArb,
  type RawBody,
} from '../test-support/bad-input-arbitraries.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { readCollection } from '../content/store-collections.ts';
import { aurora, horizonte, password, startTestServer } from '../test-support/test-server.ts';
import { securityHeaders } from './security-headers.ts';

const seed = Number(process.env.BAD_INPUT_SEED ?? 20_261_123);
const runsPerRoute = Number(process.env.BAD_INPUT_RUNS ?? 40);

interface DrivenRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

const collected: DrivenRoute[] = [];
const server = await startTestServer({
  onRoute: (route) => {
    for (const method of [route.method].flat())
      collected.push({ method: String(method), url: route.url, schema: route.schema });
  },
});
await server.app.ready();
afterAll(() => server.app.close());

interface Learner {
  host: string;
  token: string;
  idUser: number;
}

async function signIn(host: string, username: string): Promise<Learner> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host },
    payload: { username, password, idAppType: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token, loginInfo } = response.json<{ token: string; loginInfo: { idUser: number } }>();
  return { host, token, idUser: loginInfo.idUser };
}

const learners = [await signIn(aurora, 'ana@aurora.test'), await signIn(horizonte, 'bruno@horizonte.test')];

/**
 * The ids a host's routes know (its sections, chat rooms, journeys, first items, uploads, campaigns,
 * libraries, the learner himself), read from the database: aimed requests use them to get past the
 * "not found" of the handler, down to the queries.
 */
async function knownIdsOf({ host, idUser }: Learner): Promise<number[]> {
  const tenant = await findTenantByHost(server.db, host);
  if (!tenant) throw new Error(`no tenant at ${host}`);
  const items = await server.db.query<{ id: number; room: string | null; parent: string | null }>(
    `SELECT id_content_item AS id, item ->> 'idChatRoom' AS room, item ->> 'parent' AS parent
       FROM content_items WHERE id_app = $1 ORDER BY position`,
    [tenant.idApp],
  );
  const [uploads, campaigns, libraries] = await Promise.all([
    readCollection(server.db, tenant.idApp, 'userUploads'),
    readCollection(server.db, tenant.idApp, 'campaigns'),
    readCollection(server.db, tenant.idApp, 'mediaLibrary'),
  ]);
  const ids = [
    idUser,
    ...tenant.menu.map(({ idSection }) => idSection),
    ...items.slice(0, 6).map(({ id }) => id),
    ...items
      .flatMap(({ room, parent }) => [room, parent])
      .filter((id) => id !== null)
      .map(Number),
    ...uploads.map(({ idUserUpload }) => idUserUpload),
    ...campaigns.map(({ idgamification_campaign }) => idgamification_campaign),
    ...libraries.map(({ idContentItem }) => idContentItem),
  ];
  return [...new Set(ids)].filter((id) => Number.isInteger(id));
}

const knownIdsByHost = new Map<string, number[]>();
for (const learner of learners) knownIdsByHost.set(learner.host, await knownIdsOf(learner));
/** Every id either host knows, for the requests that are hostile everywhere. */
const knownIds = [...new Set([...knownIdsByHost.values()].flat())];

/** Routes that end the session they are called with go last, so the others keep a live token. */
const endsSession = (route: DrivenRoute) => /logout|renewlogin/.test(route.url);
/** Plus addresses no route serves: the not-found answer takes the same bad input. */
const unknownRoutes: DrivenRoute[] = ['GET', 'POST'].map((method) => ({
  method,
  url: '/api/nada/:x',
  schema: undefined,
}));
const routes = [...collected, ...unknownRoutes].sort(
  (a, b) => Number(endsSession(a)) - Number(endsSession(b)),
);

const propertiesOf = (schema: unknown): Record<string, unknown> => {
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return properties && typeof properties === 'object' ? (properties as Record<string, unknown>) : {};
};

interface BadRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer | string;
  /** The generated parts of the address (parameters and query values), which no answer may repeat. */
  sent: string[];
}

/**
 * One generated request to a route: its path filled in, a query, a body, a host and a session. Half of
 * them are aimed: known ids in the path, the host's own session and a body right but for one hostile
 * value, so they reach the handler and the database; the others are hostile everywhere.
 */
function requestArb(route: DrivenRoute, idsByHost: ReadonlyMap<string, number[]>): fc.Arbitrary<BadRequest> {
  const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
  const isParam = (segment: string) => segment.startsWith(':') || segment === '*';
  const pathOf = (value: fc.Arbitrary<string>) =>
    fc
      .tuple(...route.url.split('/').map((segment) => (isParam(segment) ? value : fc.constant(segment))))
      .map((parts) => parts.join('/'));
  const literal = new Set(route.url.split('/'));
  const anyQuery = queryArb(Object.keys(propertiesOf(schema.querystring)), knownIds);
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const json = (value: unknown): RawBody => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? '',
  });
  const bodySchema = schema.body ?? { type: 'object' };
  const anyBody: fc.Arbitrary<RawBody | undefined> = fc.oneof(
    { arbitrary: shapedArb(bodySchema, knownIds).map(json), weight: schema.body ? 4 : 1 },
    { arbitrary: rawJsonArb, weight: 2 },
    { arbitrary: multipartArb, weight: schema.body ? 1 : 6 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
  const aimedBody = (ids: readonly number[]): fc.Arbitrary<RawBody | undefined> =>
    schema.body
      ? hotArb(bodySchema, ids).map(json)
      : fc.oneof({ arbitrary: aimedMultipartArb(ids), weight: 3 }, { arbitrary: anyBody, weight: 1 });

  const aimed = fc.constantFrom(aurora, horizonte).chain((host) =>
    fc.record({
      path: pathOf(fc.constantFrom(...(idsByHost.get(host) ?? [1])).map(String)),
      query: fc.constant(''),
      body: hasBody ? aimedBody(idsByHost.get(host) ?? [1]) : fc.constant(undefined),
      host: fc.constant(host),
      session: fc.constant('own'),
    }),
  );
  const anywhere = fc.record({
    path: pathOf(urlValueArb(knownIds)),
    query: anyQuery,
    body: hasBody ? anyBody : fc.constant(undefined),
    host: fc.constantFrom(aurora, horizonte),
    session: fc.constantFrom('own', 'own', 'other tenant', 'none', 'junk'),
  });
  return fc.oneof(aimed, anywhere).map(({ path, query, body, host, session }) => {
    const own = learners.find((learner) => learner.host === host);
    const other = learners.find((learner) => learner.host !== host);
    const token =
      session === 'own'
        ? own?.token
        : session === 'other tenant'
          ? other?.token
          : session === 'junk'
            ? 'x'.repeat(300)
            : undefined;
    const headers: Record<string, string> = { host };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body?.contentType) headers['content-type'] = body.contentType;
    const sent = [
      ...path.split('/').filter((part) => !literal.has(part)),
      ...query.split('&').map((pair) => pair.slice(pair.indexOf('=') + 1)),
    ];
    return {
      method: route.method,
      url: `${path}${query}`,
      headers,
      ...(body ? { payload: body.payload } : {}),
      sent,
    };
  });
}

let probeCount = 0;

/**
 * The ids that get a route with a body past its "not found", per host: a room that exists, the
 * learner's own profile, the section of an upload form. Found by sending each known id once in a plain
 * valid request, so the aimed requests carry their one hostile value down to the database rather than
 * stopping at a 404.
 */
async function aimingIds(route: DrivenRoute): Promise<Map<string, number[]>> {
  const bodySchema = (route.schema as { body?: unknown } | undefined)?.body;
  const takesForm = !bodySchema && route.method === 'POST';
  if (!takesForm && !(bodySchema && route.url.includes('/:'))) return knownIdsByHost;
  const aiming = new Map<string, number[]>();
  for (const learner of learners) {
    const ids = knownIdsByHost.get(learner.host) ?? [];
    const [json] = bodySchema ? fc.sample(benignArb(bodySchema, ids), { numRuns: 1, seed }) : [];
    const reached: number[] = [];
    for (const id of ids) {
      const form = takesForm ? uploadForm(String(id)) : undefined;
      const response = await server.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[^/]+/g, String(id)),
        headers: {
          host: learner.host,
          authorization: `Bearer ${learner.token}`,
          ...(form?.contentType ? { 'content-type': form.contentType } : {}),
        },
        payload: form ? form.payload : (json as Record<string, unknown>),
      });
      probeCount += 1;
      if (response.statusCode < 400) reached.push(id);
    }
    aiming.set(learner.host, reached.length > 0 ? reached : ids);
  }
  return aiming;
}

/** What a refusal may not be: Fastify's or Node's English, or a stack. */
const englishOrInternal =
  /\b(must|should|is not|not valid|invalid|bad request|unsupported|error|exceed|unexpected|required|route|body)\b|\bat .+:\d+/i;

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Routes that read a body have more to get wrong: twice the runs. */
const runsOf = (route: DrivenRoute) =>
  runsPerRoute * ((route.schema as { body?: unknown } | undefined)?.body ? 2 : 1);

let requestCount = 0;
const statusCounts = new Map<number, number>();

/** The checks every answer to bad input passes; a message names what failed and the request. */
function checkAnswer(request: BadRequest, response: LightMyRequestResponse): void {
  const seen = `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${String(
    request.payload ?? '',
  ).slice(0, 300)}\n-> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, seen).toBeLessThan(500);
  for (const [name, value] of Object.entries(securityHeaders))
    expect(response.headers[name], seen).toBe(value);
  const isApi = request.url.startsWith('/api/') || request.url === '/api';
  if (response.statusCode < 400 || !isApi || request.method === 'HEAD') return;
  expect(response.headers['cache-control'], seen).toBe('no-store');
  expect(response.headers['content-type'], seen).toMatch(/^application\/json/);
  const body = response.json<{ success?: unknown; message?: unknown }>();
  expect(body.success, seen).toBe(false);
  expect(typeof body.message, seen).toBe('string');
  const message = String(body.message);
  expect(message.length, seen).toBeGreaterThan(0);
  expect(message, seen).not.toMatch(englishOrInternal);
  // The message never repeats what was sent: no parameter or query value longer than a word.
  for (const part of request.sent.flatMap((text) => [text, safeDecode(text)]))
    if (part.length >= 12 && !/^\d+$/.test(part)) expect(message.includes(part), seen).toBe(false);
}

describe('every route, driven with generated bad input', () => {
  it('collects the routes of the server', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((route) => route.url === '/api/content/find/:id')).toBe(true);
    expect(routes.some((route) => route.url === '/api/uploads/usercontent')).toBe(true);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url} answers no 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(route, await aimingIds(route)), async (request) => {
          const { sent: _sent, method, ...toInject } = request;
          const response = await server.app.inject({
            ...toInject,
            method: method as InjectOptions['method'],
          });
          requestCount += 1;
          statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
          checkAnswer(request, response);
        }),
        { seed, numRuns: runsOf(route) },
      );
    });
  }

  it('sent every route a few of each kind of answer', () => {
    const statuses = [...statusCounts.entries()].sort(([a], [b]) => a - b);
    console.log(
      `bad input: ${requestCount} requests over ${routes.length} routes (seed ${seed}), after ${probeCount} aiming ones; statuses ${statuses
        .map(([status, count]) => `${status}x${count}`)
        .join(' ')}`,
    );
    expect(requestCount).toBe(routes.reduce((total, route) => total + runsOf(route), 0));
    // Some requests got through validation to the handlers (not only refusals).
    expect(statusCounts.get(200) ?? 0).toBeGreaterThan(0);
  });
});
