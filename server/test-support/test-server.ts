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
    async login(host, username) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host },
        payload: { username, password, idAppType: 1 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ token: string }>().token;
    },
  };
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

/** A server with the two demo learners signed in: Ana on aurora, Bruno on horizonte. */
export async function startWithLearners(
  options: Partial<ServerOptions> = {},
): Promise<{ server: TestServer; ana: string; bruno: string }> {
  const server = await startTestServer(options);
  const [ana, bruno] = await Promise.all([
    server.login(aurora, 'ana@aurora.test'),
    server.login(horizonte, 'bruno@horizonte.test'),
  ]);
  return { server, ana, bruno };
}

export interface LearnerServer extends TestServer {
  ana: string;
  bruno: string;
  get(url: string, headers: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, headers: Record<string, string>, payload: unknown): Promise<LightMyRequestResponse>;
}

/**
 * The set-up every route test file shares: one server with Ana (aurora) and Bruno (horizonte) signed
 * in, started before the file's tests and closed after them. The object is filled in by beforeAll.
 */
export function useLearnerServer(options: Partial<ServerOptions> = {}): LearnerServer {
  const live = {} as LearnerServer;
  beforeAll(async () => {
    const { server, ana, bruno } = await startWithLearners(options);
    Object.assign(live, server, { ana, bruno });
    live.get = (url, headers) => server.app.inject({ method: 'GET', url, headers });
    live.post = (url, headers, payload) =>
      server.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  }, 60_000);
  afterAll(() => live.app?.close());
  return live;
}
