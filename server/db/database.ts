/**
 * The one seam between the server and its SQL engine. PGlite (PostgreSQL compiled to WASM) is the
 * embedded default; a real PostgreSQL is used through node-postgres when DATABASE_URL is set. The SQL is
 * the same for both, so everything above this interface is unaware of which one runs.
 */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** Inside a transaction: statements, and scripts of several statements (a migration). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs one or more statements without parameters (a migration, a one-off upgrade). */
  exec(sql: string): Promise<void>;
  /** Seeding replaces a tenant's rows as a whole: readers never see half a tenant. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs work while holding the advisory lock `key` (pg_advisory_lock), so that of several processes
   * starting on one database only one migrates and seeds at a time. The lock is held by one connection
   * and work gets a Database on that very connection: it needs no second one (a pool of 1 still works),
   * and must not call withLock again.
   */
  withLock<T>(key: number, work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Where the data lives, for the start-up line. */
  readonly description: string;
}

/** The default number of connections of the PostgreSQL pool (env DATABASE_POOL_SIZE). */
export const defaultPoolSize = 10;

export type DatabaseConfig =
  /** snapshot: a tar of a data folder (writePgliteSnapshot) an in-memory database starts from (tests). */
  | { kind: 'pglite'; dataDir: string; snapshot?: string }
  /** connectTimeoutMs: how long the first connection may take (default 5 s); poolSize: default 10. */
  | { kind: 'postgres'; connectionString: string; connectTimeoutMs?: number; poolSize?: number };

export const inMemoryDataDir = 'memory://';

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  // Loaded on demand so a PostgreSQL deployment never pays for the WASM module, and the other way round.
  if (config.kind === 'postgres') {
    const { openPostgresDatabase } = await import('./postgres-database.ts');
    return openPostgresDatabase(config.connectionString, config.connectTimeoutMs, config.poolSize);
  }
  const { openPgliteDatabase } = await import('./pglite-database.ts');
  return openPgliteDatabase(config.dataDir, config.snapshot);
}
