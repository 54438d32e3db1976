// The database of one test server: an in-memory PGlite by default, or, when TEST_DATABASE_URL names a
// PostgreSQL server (npm test sets it for the suite's second run), a database of its own created for
// the server and dropped after it, so test files running side by side never see each other's rows.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { DatabaseConfig } from '../db/database.ts';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** Which engine this run of the server suite is on, for test names and skips. */
export const testEngine: 'pglite' | 'postgres' = testDatabaseUrl ? 'postgres' : 'pglite';

export interface TestDatabase {
  config: DatabaseConfig;
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

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) return { config: { kind: 'pglite', dataDir: 'memory://' }, drop: async () => {} };
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await onAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    // A busy host: give the first connection a generous ceiling rather than the CLI's 5 s.
    config: { kind: 'postgres', connectionString: url.toString(), connectTimeoutMs: 60_000 },
    // FORCE ends connections a closed pool may still be giving back.
    drop: () =>
      onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
