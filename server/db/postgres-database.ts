import { Pool, type PoolClient } from 'pg';
import { StartupError } from '../startup-error.ts';
import { connectionProblem, defaultConnectTimeoutMs, readDatabaseUrl } from './database-url.ts';
import type { Database, Queryable } from './database.ts';

export async function openPostgresDatabase(
  connectionString: string,
  connectTimeoutMs = defaultConnectTimeoutMs,
): Promise<Database> {
  const address = readDatabaseUrl(connectionString);
  const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: connectTimeoutMs });
  // A pool swallows nothing: an idle client losing its connection emits 'error', which would crash
  // the process if unhandled. The pool replaces the client on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL: ${error.message}`));
  // Fail at start, with a message naming DATABASE_URL and the address, rather than on the first request.
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupError([connectionProblem(error, address, connectTimeoutMs)]);
  }

  const queryable = (target: Pool | PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
  });

  return {
    ...queryable(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      // A transaction must stay on one connection, hence a dedicated client rather than the pool.
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    description: `PostgreSQL (${address.where})`,
  };
}
