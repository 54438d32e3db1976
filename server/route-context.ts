import type { Database } from './db/database.ts';
import type { FileStore } from './files/file-store.ts';
import type { RedisLink } from './scale/redis-link.ts';
import type { Outbox } from './activation/outbox.ts';

/** What every area's routes are handed: the database, the files, the clock and the start options. */
export interface RouteContext {
  db: Database;
  /** The bytes of uploaded files (the database keeps their metadata and storage keys). */
  files: FileStore;
  /** The clock of tokens, logins and deadlines: a test moves it forward. */
  now: () => Date;
  /** Designer preview (--preview): told to the app through /config.json. */
  preview: boolean;
  /** Redis shared with the other API processes (REDIS_URL), when there are several. */
  redis?: RedisLink;
  /** What the API would send by SMS or e-mail, kept on the machine (activation/outbox.ts). */
  outbox: Outbox;
  /** host name (bucket) -> the tenant's fixture assets/ folder, served under /demo/. */
  assetsByBucket: ReadonlyMap<string, string>;
}
