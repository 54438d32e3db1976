// Shared set-up of the server tests: the real fixtures, an in-memory PGlite, a clock tests can move.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildServer } from '../build-server.ts';
import type { Database } from '../db/database.ts';
import { createSchemaRegistry, describeSchemaError, getValidator } from '../fixtures/schema-registry.ts';
import { defaultFixturesDir } from '../paths.ts';
import type { ServerOptions } from '../server-options.ts';
import { createTestDatabase } from './test-database.ts';
import { testRedisConfig } from './test-redis.ts';

export const aurora = 'aurora.localhost:5173';
export const horizonte = 'horizonte.localhost:5173';
export const password = 'Senha1234';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** Moves the server's clock forward (tokens, last login). */
  advanceClock(ms: number): void;
  login(host: string, username: string): Promise<string>;
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  let offset = 0;
  // The default fixtures start from the suite's seeded template; other fixtures seed their own.
  const database = options.database
    ? undefined
    : await createTestDatabase({ seeded: options.fixtureDirs === undefined });
  let app: FastifyInstance;
  try {
    app = await buildServer({
      fixtureDirs: [defaultFixturesDir],
      database: database?.config ?? { kind: 'pglite', dataDir: 'memory://' },
      now: () => new Date(Date.now() + offset),
      redis: testRedisConfig(),
      ...options,
    });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  // After the server's own onClose (its pool ends first).
  if (database) app.addHook('onClose', () => database.drop());
  return {
    app,
    db: app.referenceApi.database,
    advanceClock: (ms) => {
      offset += ms;
    },
    login: async (host, username) =>
      (await signInAnswer(app, host, username)).json<{ token: string }>().token,
  };
}

/** POST /api/login of a fixture user (they share the demo password): its answer, a 200. */
async function signInAnswer(app: FastifyInstance, host: string, username: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host },
    payload: { username, password, idAppType: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** A sign-in where the test reads more than the token: the whole answer, checked against its schema. */
export async function signIn<LoginInfo = { idUser: number } & Record<string, unknown>>(
  app: FastifyInstance,
  host: string,
  username: string,
): Promise<{ token: string; loginInfo: LoginInfo }> {
  const response = await signInAnswer(app, host, username);
  expectSchema(response, 'api/login-response.json');
  return response.json();
}

export const bearer = (host: string, token: string) => ({ host, authorization: `Bearer ${token}` });

const registry = createSchemaRegistry();

/** The response body satisfies schemas/<file>: the server is an executable contract of the API. */
export function expectSchema(response: LightMyRequestResponse, schemaFile: string): void {
  const validate = getValidator(registry, schemaFile);
  const body: unknown = response.json();
  const valid = validate(body);
  expect(valid ? [] : (validate.errors ?? []).map(describeSchemaError), `${schemaFile}`).toEqual([]);
}

/** The answer of every refusal: its status, `success: false` and the exact pt-BR message. */
export function expectFailure(
  response: LightMyRequestResponse,
  status: number,
  message: string | RegExp,
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<{ success: boolean; message: string }>();
  expect(body.success).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expectSchema(response, 'api/message-response.json');
}

/** A started test server with its two request shorthands. */
export interface LiveServer extends TestServer {
  get(url: string, headers: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, headers: Record<string, string>, payload?: unknown): Promise<LightMyRequestResponse>;
}

export interface LearnerServer extends LiveServer {
  ana: string;
  bruno: string;
}

/**
 * The set-up every server test file shares: one server, started before the file's tests and closed
 * after them. The object is filled in by beforeAll, with what prepare answers (the file's tokens).
 * post sends no body when payload is undefined.
 */
export function useTestServer<Extra extends object>(
  options: Partial<ServerOptions> = {},
  prepare?: (server: TestServer) => Promise<Extra>,
): LiveServer & Extra {
  const live = {} as LiveServer & Extra;
  beforeAll(async () => {
    const server = await startTestServer(options);
    Object.assign(live, server, {
      get: (url: string, headers: Record<string, string>) =>
        server.app.inject({ method: 'GET', url, headers }),
      post: (url: string, headers: Record<string, string>, payload?: unknown) =>
        server.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> }),
    });
    if (prepare) Object.assign(live, await prepare(server));
  });
  afterAll(() => live.app?.close());
  return live;
}

/**
 * The options of a file that sends a learner more uploads than they may make in ten minutes (the upload
 * form's tests, the external courses' evidence tests); the limit itself is tested in
 * server/http/rate-limits.test.ts.
 */
export const manyUploadsAllowed: Partial<ServerOptions> = {
  limits: { uploadsPerUser: { max: 1000, windowMs: 60_000 } },
};

/** useTestServer with the two demo learners signed in: Ana (aurora) and Bruno (horizonte). */
export function useLearnerServer(options: Partial<ServerOptions> = {}): LearnerServer {
  return useTestServer(options, async (server) => {
    const [ana, bruno] = await Promise.all([
      server.login(aurora, 'ana@aurora.test'),
      server.login(horizonte, 'bruno@horizonte.test'),
    ]);
    return { ana, bruno };
  });
}
