// The database of one test server: an in-memory PGlite by default, or, when TEST_DATABASE_URL names a
// PostgreSQL server (npm test sets it for the suite's second run), a database of its own created for
// the server and dropped after it, so test files running side by side never see each other's rows.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../db/database.ts';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** Which engine this run of the server suite is on, for test names and skips. */
export const testEngine: 'pglite' | 'postgres' = testDatabaseUrl ? 'postgres' : 'pglite';

/**
 * The database seeded with the default fixtures that test servers start from (seeded-template.ts, the
 * server suite's global set-up): a PGlite snapshot file, or a PostgreSQL database to copy.
 */
export type SeededTemplate = { kind: 'pglite'; snapshot: string } | { kind: 'postgres'; name: string };

export interface TestDatabase {
  config: DatabaseConfig;
  /** The PostgreSQL database's name. */
  name?: string;
  /** Drops the database (PostgreSQL); nothing to do for PGlite in memory. */
  drop(): Promise<void>;
}

async function onAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test server: empty, or (`seeded`) a copy of the suite's seeded template
 * when the global set-up made one (the default fixtures, migrated and seeded).
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const template = seeded ? seededTemplate() : null;
  if (!testDatabaseUrl)
    return {
      config: {
        kind: 'pglite',
        dataDir: 'memory://',
        ...(template?.kind === 'pglite' ? { snapshot: template.snapshot } : {}),
      },
      drop: async () => {},
    };
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const from = template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : '';
  await onAdmin((client) => client.query(`CREATE DATABASE ${name}${from}`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    // A busy host: give the first connection a generous ceiling rather than the CLI's 5 s.
    config: { kind: 'postgres', connectionString: url.toString(), connectTimeoutMs: 60_000 },
    // FORCE ends connections a closed pool may still be giving back.
    drop: () =>
      onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** The global set-up's template, when this runs in the server suite (none elsewhere). */
function seededTemplate(): SeededTemplate | null {
  try {
    return inject('seededTemplate') ?? null;
  } catch {
    return null;
  }
}
