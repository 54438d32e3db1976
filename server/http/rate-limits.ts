// The API's limits, counted by @fastify/rate-limit (registered once, global: false) with the numbers of
// limits-table.ts. Routes opt in: a preHandler that counts the signed-in user's requests, or, where the
// key is only known inside the handler (an account, a user found by its password), take/peek there.
// The store reads the server's clock (ServerOptions.now), so a test moves past a window instead of
// waiting for it; it lives in this process's memory, which is right for one server, or in Redis
// (REDIS_URL, shared-limit-store.ts) when several processes must count together.
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authenticatedOf } from '../auth/session-guard.ts';
import { Refusal } from './refusal.ts';
import { limitMessages, waitText } from '../messages-limits.ts';
import { hostNameOf } from './host-name.ts';
import { defaultLimits, type LimitName, type LimitTable } from './limits-table.ts';
import { sharedLimitStore } from './shared-limit-store.ts';
import type { RedisLink } from '../scale/redis-link.ts';

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends (the Retry-After of a refusal). */
  retryAfterSeconds: number;
}

export interface Limits {
  /** Counts one request of `key` against the limit: refused once the count passes the maximum. */
  take(name: LimitName, key: string): Promise<LimitVerdict>;
  /**
   * Takes back one counted request: what turned out not to count (a login that succeeded). Counting
   * first and giving back after is what makes simultaneous attempts meet the limit: a look before
   * and a count after would let 36 parallel guesses all see an empty count.
   */
  giveBack(name: LimitName, key: string): void;
  /** The 429 refusal: its pt-BR message and Retry-After, for the caller to throw. */
  refusal(name: LimitName, verdict: LimitVerdict): Refusal;
  /** A preHandler counting every request of the route per signed-in user (tenant + user). */
  perUser(name: LimitName): preHandlerAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** The key of an account: the tenant (the host) and the login as typed, without case or spaces. */
export const accountKey = (request: FastifyRequest, login: string) =>
  `${hostNameOf(request.headers.host)}|${login.trim().toLowerCase()}`;

/** The key of a signed-in user: tenant and user. */
export const userKey = (idApp: number, idUser: number) => `${idApp}|${idUser}`;

export async function useRateLimits(
  app: FastifyInstance,
  { table = defaultLimits, now, redis }: { table?: LimitTable; now: () => Date; redis?: RedisLink },
): Promise<void> {
  // The store of each limit, by name, for giveBack (the plugin hands each limiter its own child store).
  const stores = new Map<LimitName, { giveBack(key: string): void }>();
  const store = redis ? sharedLimitStore(now, stores, redis) : clockedStore(now, stores);
  await app.register(fastifyRateLimit, { global: false, store });

  // The plugin reads a key from the request; the keys here are computed by the caller (an account, a
  // user), so each check hands its key over through a carrier object the key generator looks up.
  const keys = new WeakMap<object, string>();
  const checkers = new Map<LimitName, ReturnType<FastifyInstance['createRateLimit']>>();
  const checkerOf = (name: LimitName) => {
    let checker = checkers.get(name);
    if (!checker) {
      checker = app.createRateLimit({
        // Not an option of the plugin: passed through to the store's child(), which files itself under it.
        ...({ limitName: name } as object),
        max: table[name].max,
        timeWindow: table[name].windowMs,
        keyGenerator: (carrier) => keys.get(carrier) ?? '',
      });
      checkers.set(name, checker);
    }
    return checker;
  };
  const take = async (name: LimitName, key: string): Promise<LimitVerdict> => {
    // What the plugin reads of a request: its route config (for a groupId) and, here, our key.
    const carrier = { routeOptions: { config: {} } } as unknown as FastifyRequest;
    keys.set(carrier, key);
    const result = await checkerOf(name)(carrier);
    if (result.isAllowed) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: !result.isExceeded, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
  };

  const limits: Limits = {
    take,
    giveBack(name, key) {
      stores.get(name)?.giveBack(key);
    },
    refusal(name, verdict) {
      return new Refusal(429, limitMessages[name](waitText(verdict.retryAfterSeconds)), {
        'retry-after': String(verdict.retryAfterSeconds),
      });
    },
    perUser(name) {
      return async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const verdict = await limits.take(name, userKey(tenant.idApp, session.idUser));
        if (!verdict.allowed) throw limits.refusal(name, verdict);
      };
    },
  };
  app.decorate('limits', limits);
}

interface Window {
  count: number;
  startMs: number;
  windowMs: number;
}

/** Windows kept per limit before the ended ones are swept: bounds the memory an attacker can fill. */
const sweepAbove = 10_000;

/**
 * The plugin's fixed-window counting, on the server's clock instead of Date.now(). One store per limit
 * (the plugin asks each limiter for a child).
 */
function clockedStore(now: () => Date, stores: Map<LimitName, { giveBack(key: string): void }>) {
  return class ClockedStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      const at = now().getTime();
      let window = this.windows.get(key);
      if (!window || window.startMs + windowMs <= at) {
        if (this.windows.size >= sweepAbove) this.sweep(at);
        window = { count: 0, startMs: at, windowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
      done(null, { current: window.count, ttl: window.startMs + windowMs - at });
    }

    child(options: object): FastifyRateLimitStore {
      const store = new ClockedStore();
      const { limitName } = options as { limitName?: LimitName };
      if (limitName) stores.set(limitName, store);
      return store;
    }

    giveBack(key: string) {
      const window = this.windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    }

    /** Drops ended windows; if all are live (a flood of keys), the oldest half goes. */
    private sweep(at: number) {
      for (const [key, window] of this.windows)
        if (window.startMs + window.windowMs <= at) this.windows.delete(key);
      if (this.windows.size < sweepAbove) return;
      let drop = Math.floor(this.windows.size / 2);
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  };
}
