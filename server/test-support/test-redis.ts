// Redis for test servers: when REDIS_URL is set (npm test's PostgreSQL run), every test server counts its
// limits and passes its chat events there, under a prefix of its own, so test files running side by side
// (and anyone else's keys on the same Redis) never meet. Keys end with their windows; nothing to flush.
import { randomUUID } from 'node:crypto';
import type { RedisConfig } from '../scale/redis-link.ts';

export const testRedisUrl = process.env.REDIS_URL || undefined;

export const testRedisConfig = (): RedisConfig | undefined =>
  testRedisUrl ? { url: testRedisUrl, prefix: `test:${randomUUID()}:` } : undefined;
