// Numbered migrations, on the engine of this run (PGlite, or PostgreSQL with TEST_DATABASE_URL): each
// runs once and in order, a failing one is a readable StartupError that keeps nothing of itself, and
// servers starting at once on one empty database all come up (the start-up advisory lock).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { defaultFixturesDir } from '../paths.ts';
import { StartupError } from '../startup-error.ts';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate, migrationFiles } from './migrate.ts';

const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).toReversed()) await cleanUp();
});

/** An empty database of this run's engine, closed and dropped after the test. */
async function emptyDatabase(): Promise<Database> {
  const test = await createTestDatabase();
  cleanUps.push(() => test.drop());
  const db = await openDatabase(test.config);
  cleanUps.push(() => db.close());
  return db;
}

function migrationsFolder(files: Record<string, string>): URL {
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-migrations-'));
  cleanUps.push(async () => rmSync(dir, { recursive: true, force: true }));
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return pathToFileURL(`${dir}/`);
}

async function problemsOf(running: Promise<unknown>): Promise<readonly string[]> {
  const error = await running.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StartupError);
  return (error as StartupError).problems;
}

describe(`migrations (${testEngine})`, () => {
  it('runs each migration once, in order, and records it in schema_migrations', async () => {
    const db = await emptyDatabase();
    const files = await migrationFiles();
    expect(files.map(({ version }) => version)).toEqual(files.map((_, index) => index + 1));
    expect(await migrate(db)).toEqual(files.map(({ name }) => name));
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY applied_at, version',
    );
    expect(recorded).toEqual(files);
  });

  it('stops at a failing migration with its file, line and reason, keeping nothing of it', async () => {
    const db = await emptyDatabase();
    const folder = migrationsFolder({
      '0001-first.sql': 'CREATE TABLE first_table (id integer);\n',
      '0002-broken.sql':
        '-- A typo in a type.\nCREATE TABLE second_table (id integer);\nCREATE TABLE third_table (id intger);\n',
      '0003-after.sql': 'CREATE TABLE after_table (id integer);\n',
    });
    const problems = await problemsOf(migrate(db, folder));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /0002-broken\.sql:3: the migration failed \(type "intger" does not exist\)\. Nothing of it was kept/,
    );
    const tables = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name LIKE '%_table' ORDER BY table_name`,
    );
    expect(tables.map(({ name }) => name)).toEqual(['first_table']);
    const recorded = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
    expect(recorded).toEqual([{ version: 1 }]);
  });

  it('refuses a database that a newer server migrated', async () => {
    const db = await emptyDatabase();
    await migrate(db);
    await db.query(`INSERT INTO schema_migrations (version, name) VALUES (9999, '9999-from-the-future.sql')`);
    const problems = await problemsOf(migrate(db));
    expect(problems[0]).toMatch(
      /^The database was migrated by a newer version of this server \(9999-from-the-future\.sql is not in /,
    );
  });

  it('brings a database of the schema files of before (no schema_migrations) up to date', async () => {
    const db = await emptyDatabase();
    await migrate(db);
    // What those servers left: the tables, without the version table or what came after them.
    await db.exec(`DROP TABLE schema_migrations;
      ALTER TABLE apps DROP COLUMN fixture_sha256;
      DROP SEQUENCE learning_enrollments_id_enrollment_seq CASCADE;`);
    const ran = await migrate(db);
    expect(ran).toEqual((await migrationFiles()).map(({ name }) => name));
  });
});

describe(`servers starting at once on one empty database (${testEngine})`, () => {
  it('all come up: one migrates and seeds while the others wait, then find it done', async () => {
    const test = await createTestDatabase();
    cleanUps.push(() => test.drop());
    // On PostgreSQL, three pools on one database, as three processes would have. PGlite in memory is
    // one process's: its servers share the one database.
    const shared = test.config.kind === 'pglite' ? await openDatabase(test.config) : undefined;
    if (shared) cleanUps.push(() => shared.close());
    const starts = await Promise.allSettled(
      [1, 2, 3].map(() =>
        buildServer({ fixtureDirs: [defaultFixturesDir], database: shared ?? test.config }),
      ),
    );
    for (const start of starts) {
      if (start.status === 'fulfilled') cleanUps.push(() => start.value.close());
    }
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'up'))).toEqual([
      'up',
      'up',
      'up',
    ]);
    const [first] = starts as PromiseFulfilledResult<Awaited<ReturnType<typeof buildServer>>>[];
    const db = first!.value.referenceApi.database;
    const [migrations] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM schema_migrations',
    );
    expect(migrations?.count).toBe((await migrationFiles()).length);
    for (const { value } of starts as PromiseFulfilledResult<Awaited<ReturnType<typeof buildServer>>>[]) {
      const details = await value.inject({
        method: 'POST',
        url: '/api/app/details/',
        payload: { bucket: 'horizonte.localhost' },
      });
      expect(details.json().app[0].idApp).toBe(2);
    }
  });
});
