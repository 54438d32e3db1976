import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error.ts';
import { readDatabaseUrl } from './database-url.ts';
import { openDatabase } from './database.ts';

/** The one problem of the StartupError the promise rejects with. */
async function problemOf(opening: Promise<unknown>): Promise<string> {
  const error = await opening.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StartupError);
  const { problems } = error as StartupError;
  expect(problems).toHaveLength(1);
  return problems[0] ?? '';
}

describe('DATABASE_URL read before anything connects', () => {
  it('names the variable, never its value, when it is not an address', () => {
    for (const url of ['postgres://ana:s3gr3d0@db:porta/app', 'localhost:5432', 'ana:s3gr3d0@db']) {
      let problem = '';
      try {
        readDatabaseUrl(url);
      } catch (error) {
        expect(error).toBeInstanceOf(StartupError);
        problem = (error as StartupError).problems.join('\n');
      }
      expect(problem, url).toBe(
        'DATABASE_URL is not a valid address: write it as postgres://user:password@host:5432/database, ' +
          'or unset it to use the embedded PGlite.',
      );
      expect(problem).not.toContain('s3gr3d0');
    }
  });

  it('takes only postgres:// and postgresql://', async () => {
    expect(readDatabaseUrl('postgres://ana:x@db.interno:6543/app')).toEqual({
      where: 'db.interno:6543',
      user: 'ana',
    });
    expect(readDatabaseUrl('postgresql://db/app').where).toBe('db:5432');
    expect(readDatabaseUrl('postgres://ana%E0:x@db/app').user).toBe('ana%E0');
    const started = Date.now();
    const problem = await problemOf(
      openDatabase({ kind: 'postgres', connectionString: 'mysql://root:s3gr3d0@127.0.0.1:3306/app' }),
    );
    expect(problem).toBe(
      'DATABASE_URL starts with "mysql://", which is not supported: only postgres:// and postgresql:// ' +
        '(PostgreSQL), or unset it to use the embedded PGlite.',
    );
    // Refused before any connection is tried.
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('a PostgreSQL that cannot be reached', () => {
  let silent: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
    silent = undefined;
  });

  it('names DATABASE_URL and host:port when nothing listens there', async () => {
    const problem = await problemOf(
      openDatabase({
        kind: 'postgres',
        connectionString: 'postgres://ana:s3gr3d0@127.0.0.1:1/app',
        connectTimeoutMs: 2000,
      }),
    );
    expect(problem).toBe(
      'DATABASE_URL: PostgreSQL at 127.0.0.1:1 refuses connections (nothing listens there): ' +
        'start PostgreSQL or correct the host and port in DATABASE_URL.',
    );
  });

  it('gives up after the time-out when the host accepts and never answers', async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent?.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const started = Date.now();
    const problem = await problemOf(
      openDatabase({
        kind: 'postgres',
        connectionString: `postgres://ana:s3gr3d0@127.0.0.1:${port}/app`,
        connectTimeoutMs: 300,
      }),
    );
    expect(problem).toBe(
      `DATABASE_URL: PostgreSQL at 127.0.0.1:${port} did not answer within 0.3 s: ` +
        'check the host, the port and any firewall, or correct DATABASE_URL.',
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(sockets.length).toBeGreaterThan(0);
  });
});
