import type { RouteOptions } from 'fastify';
import type { Database, DatabaseConfig } from './db/database.ts';
import type { FilesOption } from './files/open-file-store.ts';
import type { LimitTable } from './http/limits-table.ts';
import type { RedisConfig } from './scale/redis-link.ts';

/**
 * Fastify's trustProxy: which proxies in front may tell the client's address (X-Forwarded-For) and
 * scheme (X-Forwarded-Proto). true: any; a number: that many hops; addresses or CIDR ranges: those.
 */
export type TrustProxy = boolean | number | readonly string[];

export interface ServerOptions {
  /** Folders holding one folder per tenant (or a tenant folder itself). */
  fixtureDirs: readonly string[];
  /** Where the data lives, or an open database the caller keeps ownership of (tests inspect it). */
  database: DatabaseConfig | Database;
  /**
   * The folder of uploaded files, or an open file store the caller keeps; when absent, a temporary
   * folder deleted when the server closes.
   */
  files?: FilesOption;
  /** The built app to serve; API only when absent. */
  staticDir?: string;
  /** Tells the app (through /config.json) to show designer diagnostics. */
  preview?: boolean;
  /** The clock of tokens and logins; tests move it forward. */
  now?: () => Date;
  /** Limits that replace those of server/http/limits-table.ts (tests shrink them). */
  limits?: Partial<LimitTable>;
  /**
   * Redis shared by several API processes (REDIS_URL): the limits' counts and the chat's events. Absent:
   * both stay in this process, right for one process only.
   */
  redis?: RedisConfig;
  /** Behind a proxy or balancer (--trust-proxy): whom to believe about the client. Default: nobody. */
  trustProxy?: TrustProxy;
  /**
   * The development outbox file (--outbox / OUTBOX_FILE): the SMS and e-mails the API would send
   * (activation PINs). Absent: a file in the system's temporary folder.
   */
  outboxFile?: string;
  /** Fastify's logger: off in tests, warnings and errors from the CLI. */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  /** Sees every route as it is added: the generated-bad-input test drives each one. */
  onRoute?: (route: RouteOptions) => void;
}
