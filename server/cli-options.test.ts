import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCliOptions, UsageError } from './cli-options.ts';
import { defaultFixturesDir, defaultPgliteDataDir, projectRoot } from './paths.ts';
import { StartupError } from './startup-error.ts';

describe('parseCliOptions', () => {
  it('has defaults for a plain start', () => {
    expect(parseCliOptions([], {})).toEqual({
      port: 5173,
      host: 'localhost',
      fixtureDirs: [defaultFixturesDir],
      staticDir: undefined,
      database: { kind: 'pglite', dataDir: defaultPgliteDataDir },
      files: path.join(path.dirname(defaultPgliteDataDir), 'files'),
      preview: false,
      outboxFile: path.resolve('.data', 'outbox.jsonl'),
      help: false,
    });
  });

  it('writes the outbox where told, by flag or OUTBOX_FILE', () => {
    expect(parseCliOptions(['--outbox', 'box.jsonl'], { OUTBOX_FILE: 'env.jsonl' }).outboxFile).toBe(
      path.resolve('box.jsonl'),
    );
    expect(parseCliOptions([], { OUTBOX_FILE: 'env.jsonl' }).outboxFile).toBe(path.resolve('env.jsonl'));
  });

  it('keeps uploaded files beside the data, in a temporary folder for memory, or where told', () => {
    const beside = path.join(path.dirname(defaultPgliteDataDir), 'files');
    expect(parseCliOptions(['--data-dir', 'memory'], {}).files).toBeUndefined();
    expect(parseCliOptions(['--data-dir', 'db'], {}).files).toBe(`${path.resolve('db')}-files`);
    expect(parseCliOptions([], { DATABASE_URL: 'postgres://u:p@db/app' }).files).toBe(beside);
    expect(parseCliOptions(['--files-dir', 'up'], { FILES_DIR: 'env' }).files).toBe(path.resolve('up'));
    expect(parseCliOptions(['--data-dir', 'memory'], { FILES_DIR: 'env' }).files).toBe(path.resolve('env'));
  });

  it('reads every flag, --fixtures several times', () => {
    const options = parseCliOptions(
      [
        '--port',
        '4173',
        '--host',
        '0.0.0.0',
        '--fixtures',
        'a',
        '--fixtures',
        'b',
        '--static',
        'dist',
        '--data-dir',
        'memory',
        '--preview',
      ],
      {},
    );
    expect(options).toMatchObject({
      port: 4173,
      host: '0.0.0.0',
      fixtureDirs: [path.resolve('a'), path.resolve('b')],
      staticDir: 'dist',
      database: { kind: 'pglite', dataDir: 'memory://' },
      preview: true,
    });
  });

  it('takes the environment when no flag is given', () => {
    const options = parseCliOptions([], { FIXTURES_DIR: 'x:y', PGLITE_DATA_DIR: 'memory://' });
    expect(options.fixtureDirs).toEqual([path.resolve('x'), path.resolve('y')]);
    expect(options.database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
    expect(
      parseCliOptions(['--data-dir', 'memory'], { DATABASE_URL: 'postgres://u:p@db/app' }).database,
    ).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://u:p@db/app',
    });
  });

  it('refuses unknown flags and bad ports', () => {
    expect(() => parseCliOptions(['--prot', '1'], {})).toThrow(UsageError);
    expect(() => parseCliOptions(['--port', 'abc'], {})).toThrow(
      '--port must be a whole number from 0 to 65535',
    );
  });
});

describe('--limits FILE', () => {
  const file = (content: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wl-limits-'));
    writeFileSync(path.join(dir, 'limits.json'), content);
    return path.join(dir, 'limits.json');
  };

  it('replaces the limits it names, and only those', () => {
    const limits = file('{"tokensPerUser": {"max": 2000, "windowMs": 900000}}');
    expect(parseCliOptions(['--limits', limits], {}).limits).toEqual({
      tokensPerUser: { max: 2000, windowMs: 900000 },
    });
    expect(parseCliOptions([], {}).limits).toBeUndefined();
    // The end-to-end suite's own file is a valid one.
    expect(parseCliOptions(['--limits', 'tests/e2e/limits.json'], {}).limits).toHaveProperty('tokensPerUser');
  });

  it('refuses a file it cannot use, naming the file and the problem', () => {
    expect(() => parseCliOptions(['--limits', file('{')], {})).toThrow(
      /--limits .*limits\.json: cannot read it as JSON/,
    );
    expect(() => parseCliOptions(['--limits', file('[]')], {})).toThrow('must be an object of limits');
    expect(() => parseCliOptions(['--limits', file('{"logins": {"max": 1, "windowMs": 1}}')], {})).toThrow(
      'unknown limit "logins"',
    );
    for (const rule of ['{"max": 0, "windowMs": 1000}', '{"max": 1.5, "windowMs": 1000}', '{"max": 5}'])
      expect(() => parseCliOptions(['--limits', file(`{"chatMessagesPerUser": ${rule}}`)], {})).toThrow(
        '"chatMessagesPerUser" needs whole numbers above 0',
      );
    expect(() => parseCliOptions(['--limits', '/nao/existe.json'], {})).toThrow(UsageError);
  });
});

describe('many processes', () => {
  it('reads whom to trust behind a proxy from --trust-proxy or TRUST_PROXY', () => {
    const trust = (value: string) => parseCliOptions(['--trust-proxy', value], {}).trustProxy;
    expect(parseCliOptions([], {}).trustProxy).toBeUndefined();
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBeUndefined();
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, loopback,::1')).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    expect(parseCliOptions([], { TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    for (const wrong of ['yes', '0', '10.0.0.0/33', 'proxy.local', '1.2.3.4/8/9'])
      expect(() => trust(wrong)).toThrow(/^--trust-proxy must be true, a number of proxies/);
  });

  it('shares counts and chat events through REDIS_URL, under REDIS_PREFIX', () => {
    expect(parseCliOptions([], {}).redis).toBeUndefined();
    expect(parseCliOptions([], { REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      prefix: undefined,
    });
    expect(parseCliOptions([], { REDIS_URL: 'redis://r:6379', REDIS_PREFIX: 'escola:' }).redis).toEqual({
      url: 'redis://r:6379',
      prefix: 'escola:',
    });
  });
});

describe('a DATABASE_URL the server cannot use', () => {
  it('is refused while reading the options, naming the variable and never the password', () => {
    expect(() => parseCliOptions([], { DATABASE_URL: 'mysql://root:s3gr3d0@db/app' })).toThrow(StartupError);
    expect(() => parseCliOptions([], { DATABASE_URL: 'postgres://root:s3gr3d0@db:porta/app' })).toThrow(
      /^DATABASE_URL is not a valid address: write it as postgres:\/\/user:password@host:5432\/database/,
    );
  });

  it('stops `tsx server/main.ts` with its message alone: no stack, exit 1', () => {
    const run = (DATABASE_URL: string) =>
      spawnSync(
        path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
        [path.join(projectRoot, 'server', 'main.ts')],
        {
          cwd: projectRoot,
          encoding: 'utf8',
          timeout: 150_000,
          env: { ...process.env, DATABASE_URL },
        },
      );
    const mysql = run('mysql://root:s3gr3d0@127.0.0.1:3306/app');
    expect(mysql.status).toBe(1);
    expect(mysql.stderr.trim()).toBe(
      'DATABASE_URL starts with "mysql://", which is not supported: only postgres:// and postgresql:// ' +
        '(PostgreSQL), or unset it to use the embedded PGlite.',
    );
    const closed = run('postgresql://root:s3gr3d0@127.0.0.1:1/app');
    expect(closed.status).toBe(1);
    expect(closed.stderr.trim()).toBe(
      'DATABASE_URL: PostgreSQL at 127.0.0.1:1 refuses connections (nothing listens there): ' +
        'start PostgreSQL or correct the host and port in DATABASE_URL.',
    );
    expect(closed.stderr + closed.stdout).not.toContain('s3gr3d0');
  });
});
