import { Pool, type PoolClient } from 'pg';
import { StartupError } from '../startup-error.ts';
import { connectionProblem, defaultConnectTimeoutMs, readDatabaseUrl } from './database-url.ts';
import { defaultPoolSize, type Database, type Transaction } from './database.ts';

export async function openPostgresDatabase(
  connectionString: string,
  connectTimeoutMs = defaultConnectTimeoutMs,
  poolSize = defaultPoolSize,
): Promise<Database> {
  const address = readDatabaseUrl(connectionString);
  const pool = new Pool({ connectionString, max: poolSize, connectionTimeoutMillis: connectTimeoutMs });
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
  const description = `PostgreSQL (${address.where})`;

  return {
    ...statements(pool),
    async transaction(work) {
      // A transaction must stay on one connection, hence a dedicated client rather than the pool.
      const client = await pool.connect();
      try {
        return await transactionOn(client, work);
      } finally {
        client.release();
      }
    },
    async withLock(key, work) {
      const client = await pool.connect();
      // A client whose unlock failed is destroyed rather than given back: closing its connection is
      // what surely frees a session-level advisory lock.
      let broken = false;
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await work(onClient(client, description));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {
            broken = true;
          });
        }
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
    description,
  };
}

function statements(target: Pool | PoolClient): Transaction {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql) {
      // Without parameters node-postgres sends the simple protocol, which takes several statements.
      await target.query(sql);
    },
  };
}

async function transactionOn<T>(client: PoolClient, work: (tx: Transaction) => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work(statements(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** The Database that work under a lock gets: every statement on the connection holding the lock. */
function onClient(client: PoolClient, description: string): Database {
  return {
    ...statements(client),
    transaction: (work) => transactionOn(client, work),
    withLock: () => Promise.reject(new Error('withLock inside withLock: the lock is already held')),
    // The pool owns the connection; the lock's holder gives it back.
    close: async () => undefined,
    description,
  };
}
