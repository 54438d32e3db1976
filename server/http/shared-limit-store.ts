// The limits' counts in Redis (REDIS_URL), so every API process counts against the same windows: the
// 11th wrong password is refused whichever process gets it. The same fixed windows as the in-process
// store (rate-limits.ts): a window starts at a key's first request, on the SERVER's clock
// (ServerOptions.now, which tests move), and the count is given back the same way. The window's start
// and count live in one hash per key, read and changed by one script, so simultaneous requests on
// several processes still meet the limit; Redis drops the hash when the window ends in real time.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RedisLink } from '../scale/redis-link.ts';
import type { LimitName } from './limits-table.ts';

/** KEYS[1] the key's hash; ARGV now (ms), window (ms) -> {count, ms left in the window}. */
const countScript = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
if (not start) or start + window <= now then
  start = now
  redis.call('HSET', KEYS[1], 'start', start, 'count', 0)
end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
local left = start + window - now
redis.call('PEXPIRE', KEYS[1], left)
return {count, left}
`;

/** KEYS[1] the key's hash: one count less, never below zero. */
const giveBackScript = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
if count and count > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0
`;

type GiveBackStores = Map<LimitName, { giveBack(key: string): void }>;

/** The store class the plugin instantiates; each limiter gets a child filed under its limit's name. */
export function sharedLimitStore(now: () => Date, stores: GiveBackStores, redis: RedisLink) {
  return class SharedLimitStore implements FastifyRateLimitStore {
    /** The plugin builds the parent with its options; child() builds each limit's own store. */
    private limitName = 'none';

    private keyOf(key: string) {
      return `${redis.prefix}limit:${this.limitName}:${key}`;
    }

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      redis.client.eval(countScript, 1, this.keyOf(key), String(now().getTime()), String(windowMs)).then(
        (answer) => {
          const [current, ttl] = answer as [number, number];
          done(null, { current, ttl });
        },
        (error: Error) => done(error),
      );
    }

    child(options: object): FastifyRateLimitStore {
      const { limitName } = options as { limitName?: LimitName };
      const store = new SharedLimitStore();
      store.limitName = limitName ?? 'none';
      if (limitName) stores.set(limitName, store);
      return store;
    }

    /**
     * Not awaited (Limits.giveBack returns nothing): the command goes out on the process's one
     * connection before any later request's count, and Redis runs them in that order.
     */
    giveBack(key: string) {
      redis.client.eval(giveBackScript, 1, this.keyOf(key)).catch(() => {});
    }
  };
}
