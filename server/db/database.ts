/**
 * The one seam between the server and its SQL engine. PGlite (PostgreSQL compiled to WASM) is the
 * embedded default; a real PostgreSQL is used through node-postgres when DATABASE_URL is set. The SQL is
 * the same for both, so everything above this interface is unaware of which one runs.
 */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Runs one or more statements without parameters (the schema script). */
  exec(sql: string): Promise<void>;
  /** Seeding replaces a tenant's rows as a whole: readers never see half a tenant. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Where the data lives, for the start-up line. */
  readonly description: string;
}

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  /** connectTimeoutMs: how long the first connection may take (default 5 s). */
  | { kind: 'postgres'; connectionString: string; connectTimeoutMs?: number };

export const inMemoryDataDir = 'memory://';

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  // Loaded on demand so a PostgreSQL deployment never pays for the WASM module, and the other way round.
  if (config.kind === 'postgres') {
    const { openPostgresDatabase } = await import('./postgres-database.ts');
    return openPostgresDatabase(config.connectionString, config.connectTimeoutMs);
  }
  const { openPgliteDatabase } = await import('./pglite-database.ts');
  return openPgliteDatabase(config.dataDir);
}
