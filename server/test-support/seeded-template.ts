// The server suite's global set-up: one database migrated and seeded with the default fixtures, which
// every test server of the default fixtures starts from (test-database.ts) instead of migrating and
// seeding its own: a PGlite snapshot file, or a PostgreSQL template database. A test server still runs
// the whole start (migrations find nothing to do, the seed finds the fixtures' hashes); the tests of the
// start itself (db/migrate.test.ts, db/seed-*.test.ts, scorm/seed-packages.test.ts) open empty ones.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { writePgliteSnapshot } from '../db/pglite-database.ts';
import { seedTenants } from '../db/seed-tenants.ts';
import { loadTenantFixtures } from '../fixtures/load-tenant-fixtures.ts';
import { defaultFixturesDir } from '../paths.ts';
import { createTestDatabase, testDatabaseUrl, type SeededTemplate } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | null;
  }
}

async function prepare(db: Database): Promise<void> {
  await migrate(db);
  await seedTenants(db, loadTenantFixtures([defaultFixturesDir]));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!testDatabaseUrl) {
    const folder = mkdtempSync(path.join(tmpdir(), 'wl-seeded-'));
    const snapshot = path.join(folder, 'seeded.tar');
    await writePgliteSnapshot(snapshot, prepare);
    project.provide('seededTemplate', { kind: 'pglite', snapshot });
    return async () => rmSync(folder, { recursive: true, force: true });
  }
  const template = await createTestDatabase({ seeded: false });
  const db = await openDatabase(template.config);
  try {
    await prepare(db);
  } finally {
    await db.close();
  }
  project.provide('seededTemplate', { kind: 'postgres', name: template.name! });
  return template.drop;
}
