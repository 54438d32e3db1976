// GET /healthz (public, outside /api): what a balancer or an orchestrator asks before sending a process
// requests. 200 when the database answers `SELECT 1` and Redis (when configured) answers PING, each
// within a short time; 503 otherwise, saying which one failed. Nothing else is revealed.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { withTimeout, type RedisLink } from '../scale/redis-link.ts';

export const healthPath = '/healthz';
/** Longer than a healthy answer on a loaded host, shorter than a balancer's usual check interval. */
const checkTimeoutMs = 2_000;

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable';
  redis: 'ok' | 'unreachable' | 'off';
}

export async function checkHealth(db: Queryable, redis: RedisLink | undefined): Promise<Health> {
  const answers = async (check: () => Promise<unknown>) => {
    try {
      await withTimeout(check(), checkTimeoutMs);
      return 'ok' as const;
    } catch {
      return 'unreachable' as const;
    }
  };
  const [database, redisState] = await Promise.all([
    answers(() => db.query('SELECT 1')),
    redis ? answers(() => redis.ping(checkTimeoutMs)) : Promise.resolve('off' as const),
  ]);
  const healthy = database === 'ok' && redisState !== 'unreachable';
  return { status: healthy ? 'ok' : 'unavailable', database, redis: redisState };
}

export function useHealthRoute(app: FastifyInstance, db: Queryable, redis: RedisLink | undefined): void {
  app.get(healthPath, async (_request, reply) => {
    const health = await checkHealth(db, redis);
    return reply
      .code(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
}
