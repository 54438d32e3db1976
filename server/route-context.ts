import type { Database } from './db/database.ts';

/** What every route module is handed: the database and the clock (a test moves the clock forward). */
export interface RouteContext {
  db: Database;
  now: () => Date;
}
