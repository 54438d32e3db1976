// DATABASE_POOL_SIZE: read once, a bad value is a StartupError naming the variable; a pool of one
// connection still starts (migrations and seeding run on the connection holding the start-up lock).
import { describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { parseCliOptions } from '../cli-options.ts';
import { defaultFixturesDir } from '../paths.ts';
import { StartupError } from '../startup-error.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';
import { readPoolSize } from './pool-size.ts';

const url = 'postgres://u:p@db/app';

describe('DATABASE_POOL_SIZE', () => {
  it('sets the pool of a PostgreSQL database, 10 when unset', () => {
    expect(parseCliOptions([], { DATABASE_URL: url, DATABASE_POOL_SIZE: '25' }).database).toEqual({
      kind: 'postgres',
      connectionString: url,
      poolSize: 25,
    });
    expect(parseCliOptions([], { DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      connectionString: url,
    });
    expect(readPoolSize(' 1 ')).toBe(1);
  });

  it.each(['0', '-3', '2.5', 'dez', '1e3', '1001', '99999999999999999999'])(
    'refuses "%s" with a StartupError naming the variable',
    (value) => {
      const parse = () => parseCliOptions([], { DATABASE_URL: url, DATABASE_POOL_SIZE: value });
      expect(parse).toThrow(StartupError);
      expect(parse).toThrow(
        `DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (connections to PostgreSQL per process), ` +
          `not "${value.slice(0, 20)}": correct it, or unset it for the default of 10.`,
      );
    },
  );

  it.skipIf(testEngine !== 'postgres')('starts a server on a pool of one connection', async () => {
    const test = await createTestDatabase();
    try {
      if (test.config.kind !== 'postgres') throw new Error('PostgreSQL only');
      const app = await buildServer({
        fixtureDirs: [defaultFixturesDir],
        database: { ...test.config, poolSize: 1 },
      });
      const details = await app.inject({
        method: 'POST',
        url: '/api/app/details/',
        payload: { bucket: 'aurora.localhost' },
      });
      expect(details.json().app[0].idApp).toBe(1);
      await app.close();
    } finally {
      await test.drop();
    }
  });
});
