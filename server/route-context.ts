import type { Database } from './db/database.ts';
import type { FileStore } from './files/file-store.ts';

/** What every route module is handed: the database and the clock (a test moves the clock forward). */
export interface RouteContext {
  db: Database;
  /** The bytes of uploaded files (the database keeps their metadata and storage keys). */
  files: FileStore;
  now: () => Date;
}
