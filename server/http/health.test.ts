// GET /healthz's verdict (the route itself runs against real processes in server/scale/two-processes.test.ts).
import { describe, expect, it } from 'vitest';
import type { RedisLink } from '../scale/redis-link.ts';
import { checkHealth } from './health.ts';

const answering = { query: async () => [] };
const failing = { query: async () => Promise.reject(new Error('database "x" does not exist')) };
const hanging = { query: () => new Promise<never>(() => {}) };
const redisThat = (ping: () => Promise<void>) => ({ ping }) as unknown as RedisLink;

describe('checkHealth', () => {
  it('is ok when the database answers and there is no Redis', async () => {
    expect(await checkHealth(answering, undefined)).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
  });

  it('is unavailable when the database fails or does not answer in time, or Redis does not', async () => {
    expect(
      await checkHealth(
        failing,
        redisThat(async () => {}),
      ),
    ).toEqual({
      status: 'unavailable',
      database: 'unreachable',
      redis: 'ok',
    });
    expect(await checkHealth(hanging, undefined)).toMatchObject({ status: 'unavailable' });
    expect(
      await checkHealth(
        answering,
        redisThat(async () => Promise.reject(new Error('ECONNREFUSED'))),
      ),
    ).toEqual({ status: 'unavailable', database: 'ok', redis: 'unreachable' });
  });
});
