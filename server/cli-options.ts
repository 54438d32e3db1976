import path from 'node:path';
import { parseArgs } from 'node:util';
import { readDatabaseUrl } from './db/database-url.ts';
import { inMemoryDataDir, type DatabaseConfig } from './db/database.ts';
import { readPoolSize } from './db/pool-size.ts';
import { LimitsFileError, readLimitsFile } from './http/limits-file.ts';
import type { LimitTable } from './http/limits-table.ts';
import { parseTrustProxy } from './http/trust-proxy.ts';
import { defaultFixturesDir, defaultPgliteDataDir } from './paths.ts';
import type { RedisConfig } from './scale/redis-link.ts';
import type { TrustProxy } from './server-options.ts';

export const usage = `Usage: tsx server/main.ts [--port 5173] [--host localhost] [--fixtures DIR]... [--static DIR]
                          [--data-dir DIR|memory] [--files-dir DIR] [--limits FILE] [--trust-proxy WHO]
                          [--preview]

  --port N          port to listen on (default 5173)
  --host HOST       address to listen on (default localhost; 0.0.0.0 for every interface)
  --fixtures DIR    a folder of tenant folders, or one tenant folder; repeat for several (default fixtures/;
                    env FIXTURES_DIR, colon-separated)
  --static DIR      the built app to serve (e.g. dist); unknown paths outside /api get its index.html
  --data-dir DIR    PGlite data folder (default .data/pglite; env PGLITE_DATA_DIR); "memory" keeps
                    nothing after exit. With env DATABASE_URL set (postgres://user:password@host:5432/db),
                    PostgreSQL is used instead; the server gives up when it does not answer within 5 s;
                    env DATABASE_POOL_SIZE: its connections per process (default 10, 1 to 1000).
  --files-dir DIR   where uploaded files are kept (env FILES_DIR; default .data/files, or DIR-files
                    beside a --data-dir DIR; a temporary folder with --data-dir memory)
  --limits FILE     a JSON object replacing some limits of server/http/limits-table.ts, e.g.
                    {"loginFailuresPerAddress": {"max": 500, "windowMs": 900000}} (README "Limits")
  --trust-proxy WHO behind a balancer or proxy (env TRUST_PROXY): believe its X-Forwarded-For (the
                    client's address, for the limits) and X-Forwarded-Proto (https play addresses):
                    true (any), a number of proxies, or addresses/ranges (10.0.0.0/8,loopback)
  --preview         tell the app (in /config.json) to show designer diagnostics
  --outbox FILE     where the SMS and e-mails the API would send are written, one JSON line each
                    (env OUTBOX_FILE; default .data/outbox.jsonl): activation PINs; nothing is sent

  Several processes (README "Run at scale"): the same DATABASE_URL and FILES_DIR, and env REDIS_URL
  (redis://host:6379) for the chat's events and the limits' counts; env REDIS_PREFIX (default wl:)
  before every Redis key.`;

export interface CliOptions {
  port: number;
  host: string;
  fixtureDirs: string[];
  staticDir?: string;
  database: DatabaseConfig;
  /** The folder of uploaded files; undefined: a temporary one, deleted at exit. */
  files?: string;
  /** Limits that replace those of server/http/limits-table.ts (--limits FILE). */
  limits?: Partial<LimitTable>;
  /** REDIS_URL: counts and chat events shared by several processes. */
  redis?: RedisConfig;
  /** --trust-proxy / TRUST_PROXY. */
  trustProxy?: TrustProxy;
  preview: boolean;
  /** --outbox / OUTBOX_FILE: where the SMS and e-mails the API would send are written. */
  outboxFile: string;
  help: boolean;
}

export class UsageError extends Error {}

/** argv (without node and the script) and the environment -> what to start. Throws UsageError. */
export function parseCliOptions(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        fixtures: { type: 'string', multiple: true },
        static: { type: 'string' },
        'data-dir': { type: 'string' },
        'files-dir': { type: 'string' },
        limits: { type: 'string' },
        'trust-proxy': { type: 'string' },
        outbox: { type: 'string' },
        preview: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }

  const port = Number(values.port ?? env.PORT ?? 5173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not "${values.port ?? env.PORT}"`);
  }

  const fromEnv = env.FIXTURES_DIR?.split(':').filter(Boolean);
  const fixtureDirs = values.fixtures?.length
    ? values.fixtures
    : fromEnv?.length
      ? fromEnv
      : [defaultFixturesDir];

  const database = databaseConfig(values['data-dir'], env);
  return {
    port,
    host: values.host ?? 'localhost',
    fixtureDirs: fixtureDirs.map((dir) => path.resolve(dir)),
    staticDir: values.static,
    database,
    files: filesDir(values['files-dir'] ?? env.FILES_DIR, database),
    limits: limitsOf(values.limits),
    redis: env.REDIS_URL ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX || undefined } : undefined,
    trustProxy: trustProxyOf(values['trust-proxy'] ?? env.TRUST_PROXY),
    preview: values.preview ?? false,
    outboxFile: path.resolve(values.outbox ?? env.OUTBOX_FILE ?? path.join('.data', 'outbox.jsonl')),
    help: values.help ?? false,
  };
}

function trustProxyOf(value: string | undefined): TrustProxy | undefined {
  if (value === undefined) return undefined;
  try {
    return parseTrustProxy(value);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function limitsOf(file: string | undefined): Partial<LimitTable> | undefined {
  if (file === undefined) return undefined;
  try {
    return readLimitsFile(path.resolve(file));
  } catch (error) {
    if (error instanceof LimitsFileError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * DATABASE_URL wins (a real PostgreSQL); otherwise PGlite in --data-dir, PGLITE_DATA_DIR or .data/pglite.
 * A DATABASE_URL that is not a PostgreSQL address, or a DATABASE_POOL_SIZE that is not a number of
 * connections, throws a StartupError (see db/database-url.ts, db/pool-size.ts).
 */
function databaseConfig(dataDirFlag: string | undefined, env: NodeJS.ProcessEnv): DatabaseConfig {
  // Checked even without DATABASE_URL: a typo is found before the deployment switches to PostgreSQL.
  const poolSize = readPoolSize(env.DATABASE_POOL_SIZE);
  if (env.DATABASE_URL) {
    readDatabaseUrl(env.DATABASE_URL);
    return { kind: 'postgres', connectionString: env.DATABASE_URL, ...(poolSize && { poolSize }) };
  }
  const dataDir = dataDirFlag ?? env.PGLITE_DATA_DIR;
  if (!dataDir) return { kind: 'pglite', dataDir: defaultPgliteDataDir };
  if (dataDir === 'memory' || dataDir === inMemoryDataDir)
    return { kind: 'pglite', dataDir: inMemoryDataDir };
  return { kind: 'pglite', dataDir: path.resolve(dataDir) };
}

/** Beside the data they belong to: .data/files next to .data/pglite, DIR-files next to DIR. */
function filesDir(flag: string | undefined, database: DatabaseConfig): string | undefined {
  if (flag) return path.resolve(flag);
  if (database.kind === 'postgres' || database.dataDir === defaultPgliteDataDir)
    return path.join(path.dirname(defaultPgliteDataDir), 'files');
  if (database.dataDir === inMemoryDataDir) return undefined;
  return `${database.dataDir}-files`;
}
