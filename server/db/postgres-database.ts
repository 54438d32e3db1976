import { Pool, type PoolClient } from 'pg';
import type { Database, Queryable } from './database.ts';

export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new Pool({ connectionString, max: 10 });
  // A pool swallows nothing: an idle client losing its connection emits 'error', which would crash
  // the process if unhandled. The pool replaces the client on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL: ${error.message}`));
  // Fail at start, with the driver's message, rather than on the first request.
  await pool.query('SELECT 1');

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
    description: `PostgreSQL (${hostOf(connectionString)})`,
  };
}

/** The host only: the connection string may carry a password, which must not reach the console. */
function hostOf(connectionString: string): string {
  try {
    return new URL(connectionString).host || 'local socket';
  } catch {
    return 'DATABASE_URL';
  }
}
