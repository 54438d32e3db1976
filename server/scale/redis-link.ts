// The one Redis connection of a process (REDIS_URL), shared by what several API processes must agree on:
// the limits' counts (server/http/shared-limit-store.ts) and the chat's events (server/realtime/). Every
// key and channel starts with the link's prefix, so deployments (and test servers) sharing one Redis never
// see each other's counts or messages.
import { Redis } from 'ioredis';
import { StartupError } from '../startup-error.ts';

export interface RedisConfig {
  /** redis://[user:password@]host:6379[/db] */
  url: string;
  /** Put before every key and channel: 'wl:' by default (REDIS_PREFIX). */
  prefix?: string;
}

export interface RedisLink {
  /** The connection that runs commands (counts, PING). */
  client: Redis;
  prefix: string;
  /** A further connection, for subscribing (a subscribed connection runs no other command); closed by close(). */
  subscriber(): Redis;
  /** Answers PING within the time, or throws. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export const defaultRedisPrefix = 'wl:';
/** How long the start waits for Redis to answer before giving up with a readable message. */
const connectTimeoutMs = 5_000;

/** Where a Redis address is shown (start-up line, errors): without its password. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

const options = {
  lazyConnect: true,
  connectTimeout: connectTimeoutMs,
  // A request counted while Redis is away waits for a reconnection a little, then fails (a 500) rather
  // than hanging or passing: a limit that cannot count must not let every guess through.
  maxRetriesPerRequest: 2,
} as const;

export async function openRedis(config: RedisConfig): Promise<RedisLink> {
  const connections: Redis[] = [];
  let lastError: Error | undefined;
  const connect = () => {
    const connection = new Redis(config.url, options);
    // Without a listener, ioredis prints every failed reconnection; the requests that need Redis fail
    // on their own (and /healthz says so).
    connection.on('error', (error: Error) => {
      lastError = error;
    });
    connections.push(connection);
    return connection;
  };
  const client = connect();
  try {
    await withTimeout(client.connect(), connectTimeoutMs);
    await withTimeout(client.ping(), connectTimeoutMs);
  } catch (error) {
    client.disconnect();
    throw new StartupError([
      `Redis at ${describeRedisUrl(config.url)} does not answer (${(lastError ?? (error as Error)).message}): ` +
        'start it (e.g. systemctl start redis-server) or unset REDIS_URL to run a single process',
    ]);
  }
  return {
    client,
    prefix: config.prefix ?? defaultRedisPrefix,
    subscriber: () => {
      const connection = connect();
      void connection.connect().catch(() => {});
      return connection;
    },
    ping: async (timeoutMs) => {
      await withTimeout(client.ping(), timeoutMs);
    },
    close: async () => {
      await Promise.all(
        connections.map((connection) => connection.quit().catch(() => connection.disconnect())),
      );
    },
  };
}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
