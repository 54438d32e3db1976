// Issue 17, defect 10: package files were never removed. A crash mid-ingest left files no row named and
// a temporary zip; replaced packages kept their files forever. Now an upload that replaces an item's
// package removes the old one's files (unless a copy shares them or a run still reads them), and every
// start sweeps what was missed (package-files-sweep.ts).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { openDiskFileStore } from '../files/disk-file-store.ts';
import { newFileKey, type FileStore } from '../files/file-store.ts';
import { defaultFixturesDir, projectRoot } from '../paths.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database.ts';
import { horizonte, signIn } from '../test-support/test-server.ts';
import { ingestPackage } from './ingest-package.ts';
import { scormMessages } from './messages.ts';
import { sweepPackageFiles, uploadFolderPrefix } from './package-files-sweep.ts';
import { insertPendingPackage } from './store-ingest.ts';

const packages = path.join(projectRoot, 'fixtures/horizonte/packages');
const hour = 60 * 60 * 1000;

let test: TestDatabase;
let db: Database;
let filesDir: string;
let files: FileStore;
let server: FastifyInstance | undefined;
beforeAll(async () => {
  test = await createTestDatabase();
  db = await openDatabase(test.config);
  filesDir = mkdtempSync(path.join(tmpdir(), 'wl-package-files-'));
  files = await openDiskFileStore(filesDir);
  server = await start();
});
afterAll(async () => {
  await server?.close();
  await files?.close();
  await db?.close();
  await test?.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

const start = () => buildServer({ fixtureDirs: [defaultFixturesDir], database: db, files });
const restart = async () => {
  await server?.close();
  server = await start();
};

/** The item's current package (the newest SUCCESS) and its files' keys. */
async function currentPackage(idContentItem: number) {
  const [row] = await db.query<{ idPackage: number }>(
    `SELECT max(id_package) AS "idPackage" FROM scorm_packages
      WHERE id_app = 2 AND id_content_item = $1 AND status = 'SUCCESS'`,
    [idContentItem],
  );
  return { idPackage: row!.idPackage, keys: await keysOf(row!.idPackage) };
}
async function keysOf(idPackage: number) {
  const rows = await db.query<{ key: string }>(
    'SELECT storage_key AS key FROM scorm_package_files WHERE id_app = 2 AND id_package = $1',
    [idPackage],
  );
  return rows.map((row) => row.key);
}
const stored = async (keys: readonly string[]) =>
  (await Promise.all(keys.map((key) => files.stat(key)))).filter(Boolean).length;
const replace = (idContentItem: number, zip: string) =>
  ingestPackage(
    { db, files, now: new Date() },
    { idApp: 2, idContentItem },
    path.join(packages, zip),
    'novo-pacote.zip',
  );

describe(`package files (issue 17, defect 10; ${testEngine})`, () => {
  it("removes a replaced package's files after the upload; its row and lessons stay as history", async () => {
    const before = await currentPackage(3702);
    expect(await stored(before.keys)).toBe(before.keys.length);
    const uploaded = await replace(3702, 'golf-2004-multi-sco.zip');
    expect(await stored(before.keys)).toBe(0);
    expect(await keysOf(before.idPackage)).toEqual([]);
    const after = await currentPackage(3702);
    expect(after.idPackage).toBe(uploaded.idPackage);
    expect(await stored(after.keys)).toBe(after.keys.length);
    const [history] = await db.query<{ lessons: number }>(
      'SELECT count(*)::int AS lessons FROM scorm_scos WHERE id_app = 2 AND id_package = $1',
      [before.idPackage],
    );
    expect(history!.lessons).toBeGreaterThan(0);
  });

  it("keeps the files another item's copy of the same zip shares", async () => {
    // 3701 and 3711 were seeded from one zip: 3711's package names 3701's files.
    const shared = await currentPackage(3711);
    expect(shared.keys.sort()).toEqual((await currentPackage(3701)).keys.sort());
    await replace(3711, 'golf-2004-single-sco.zip');
    expect(await stored(shared.keys)).toBe(shared.keys.length);
    // 3701 still opens its files.
    expect((await currentPackage(3701)).keys).toHaveLength(shared.keys.length);
  });

  it('keeps the files while a run of the replaced package reads them, and removes them at the next start after it ends', async () => {
    const app = server!;
    const { token } = await signIn(app, horizonte, 'bruno@horizonte.test');
    const before = await currentPackage(3704);
    const [lesson] = await db.query<{ idSco: number }>(
      'SELECT min(id_sco) AS "idSco" FROM scorm_scos WHERE id_app = 2 AND id_package = $1',
      [before.idPackage],
    );
    const play = await app.inject({
      method: 'POST',
      url: '/api/learning/scorm/play/',
      headers: { host: horizonte, authorization: `Bearer ${token}` },
      payload: { idEnrollment: 511, idContentItem: 3704, idSco: lesson!.idSco },
    });
    expect(play.statusCode, play.body).toBe(200);
    const run = new URL(play.json<{ url: string }>().url).pathname;

    await replace(3704, 'golf-2004-single-sco.zip');
    expect(await stored(before.keys)).toBe(before.keys.length);
    const file = await app.inject({
      method: 'GET',
      url: `${run}files/shared/launchpage.html`,
      headers: { host: `scorm.${horizonte}` },
    });
    expect(file.statusCode).toBe(200);

    const finish = await app.inject({
      method: 'POST',
      url: `${run}finish`,
      headers: { host: `scorm.${horizonte}` },
      payload: { cmi: {} },
    });
    expect(finish.statusCode, finish.body).toBe(200);
    await restart();
    expect(await stored(before.keys)).toBe(0);
  });

  it('at start: an ingestion that never ended is ERROR, and files no row names go once an hour old', async () => {
    const current = await currentPackage(3703);
    // The process died while storing: a PENDING row two hours old (the item's latest, so learners
    // would wait on 'Aguarde…' for ever) and a file it had written.
    const now = new Date();
    const pending = await insertPendingPackage(
      db,
      { idApp: 2, idContentItem: 3703 },
      { fileName: 'interrompido.zip', sha256: 'x' },
      new Date(now.getTime() - 2 * hour),
    );
    const orphan = newFileKey('scorm-packages');
    const fresh = newFileKey('scorm-packages');
    for (const key of [orphan, fresh]) await files.put(key, Readable.from(['bytes']));
    const old = new Date(now.getTime() - 2 * hour);
    utimesSync(path.join(filesDir, ...orphan.split('/')), old, old);

    await restart();
    const [row] = await db.query<{ status: string; message: string }>(
      'SELECT status, error_message AS message FROM scorm_packages WHERE id_app = 2 AND id_package = $1',
      [pending],
    );
    expect(row).toEqual({ status: 'ERROR', message: scormMessages.ingestInterrupted });
    expect(await files.stat(orphan)).toBeUndefined();
    // A file younger than an hour may be another process's ingestion in flight.
    expect(await files.stat(fresh)).toBeDefined();
    expect(await stored(current.keys)).toBe(current.keys.length);
    await files.remove(fresh);
  });

  it("removes upload folders a crashed process left for a day, and no one else's", async () => {
    const temporary = mkdtempSync(path.join(tmpdir(), 'wl-sweep-tmp-'));
    try {
      const abandoned = path.join(temporary, `${uploadFolderPrefix}abandoned`);
      const inFlight = path.join(temporary, `${uploadFolderPrefix}in-flight`);
      const other = path.join(temporary, 'someone-else');
      for (const folder of [abandoned, inFlight, other]) mkdirSync(folder);
      const yesterday = new Date(Date.now() - 25 * hour);
      for (const folder of [abandoned, other]) utimesSync(folder, yesterday, yesterday);
      const report = await sweepPackageFiles(db, files, new Date(), temporary);
      expect(report.uploadFolders).toBe(1);
      expect(readdirSync(temporary).sort()).toEqual([`${uploadFolderPrefix}in-flight`, 'someone-else']);
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
  });
});
