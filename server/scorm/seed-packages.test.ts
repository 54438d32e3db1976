// The fixtures' SCORM packages are seeded only into items that have none (issue 17, defect 5): a
// package an admin put on a fixture item survives every restart, with the same lesson ids, so the
// learners' records on those lessons still show.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { openDiskFileStore } from '../files/disk-file-store.ts';
import type { FileStore } from '../files/file-store.ts';
import { defaultFixturesDir, projectRoot } from '../paths.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database.ts';
import { ingestPackage } from './ingest-package.ts';

const packages = path.join(projectRoot, 'fixtures/horizonte/packages');
// Horizonte's 'Golfe explicado (SCORM 2004, uma lição)', whose fixture zip is golf-2004-single-sco.zip.
const item = { idApp: 2, idContentItem: 3702 };

let test: TestDatabase;
let db: Database;
let filesDir: string;
let files: FileStore;
beforeAll(async () => {
  test = await createTestDatabase();
  db = await openDatabase(test.config);
  filesDir = mkdtempSync(path.join(tmpdir(), 'wl-seed-packages-'));
  files = await openDiskFileStore(filesDir);
});
afterAll(async () => {
  await files?.close();
  await db?.close();
  await test?.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

const start = () => buildServer({ fixtureDirs: [defaultFixturesDir], database: db, files });

async function packagesOfItem() {
  return db.query<{ idPackage: number; fileName: string; status: string }>(
    `SELECT id_package AS "idPackage", file_name AS "fileName", status FROM scorm_packages
      WHERE id_app = $1 AND id_content_item = $2 ORDER BY id_package`,
    [item.idApp, item.idContentItem],
  );
}

async function lessonIds(idPackage: number) {
  const rows = await db.query<{ idSco: number }>(
    'SELECT id_sco AS "idSco" FROM scorm_scos WHERE id_app = $1 AND id_package = $2 ORDER BY position',
    [item.idApp, idPackage],
  );
  return rows.map(({ idSco }) => idSco);
}

describe(`the fixtures' SCORM packages at start (${testEngine})`, () => {
  it("never replace an admin's package on a fixture item", async () => {
    const first = await start();
    const seeded = await packagesOfItem();
    expect(seeded.map(({ fileName, status }) => [fileName, status])).toEqual([
      ['golf-2004-single-sco.zip', 'SUCCESS'],
    ]);
    // The admin replaces it (the route's ingestion) with a package of several lessons.
    const uploaded = await ingestPackage(
      { db, files, now: new Date() },
      item,
      path.join(packages, 'golf-2004-multi-sco.zip'),
      'pacote-da-empresa.zip',
    );
    const lessons = await lessonIds(uploaded.idPackage);
    expect(lessons.length).toBeGreaterThan(1);
    await first.close();

    const second = await start();
    const after = await packagesOfItem();
    expect(after.map(({ fileName }) => fileName)).toEqual([
      'golf-2004-single-sco.zip',
      'pacote-da-empresa.zip',
    ]);
    expect(after.at(-1)?.idPackage).toBe(uploaded.idPackage);
    expect(await lessonIds(uploaded.idPackage)).toEqual(lessons);
    await second.close();
  });
});
