// The ingestion of SCORM zips: the four real Golf packages parse to the right standard, lessons, tree and
// mastery score; odd zips built here are refused with their pt-BR reason and leave no row and no file.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openDiskFileStore } from '../files/disk-file-store.ts';
import type { FileStore } from '../files/file-store.ts';
import { scormMessages } from './messages.ts';
import { projectRoot } from '../paths.ts';
import { ingestPackage } from './ingest-package.ts';
import { PackageRefusal, packageLimits } from './package-limits.ts';
import { currentPackages } from './rules.ts';
import { packagesOf } from './store.ts';

const packages = path.join(projectRoot, 'fixtures/horizonte/packages');
let db: Database;
let files: FileStore;
let filesDir: string;
let work: string;
let nextItem = 1;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await migrate(db);
  filesDir = mkdtempSync(path.join(tmpdir(), 'scorm-files-'));
  work = mkdtempSync(path.join(tmpdir(), 'scorm-zips-'));
  files = await openDiskFileStore(filesDir);
});
afterAll(async () => {
  await db?.close();
  rmSync(filesDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const ingest = (zipPath: string, limits = packageLimits) =>
  ingestPackage(
    { db, files, now: new Date(), limits },
    { idApp: 1, idContentItem: nextItem++ },
    zipPath,
    'x.zip',
  );

/** What a refused ingestion answers: its status and pt-BR message (a success or another error fails). */
async function refusalOf(ingesting: Promise<unknown>): Promise<[status: number, message: string]> {
  const refusal = await ingesting.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(PackageRefusal);
  return [(refusal as PackageRefusal).status, (refusal as PackageRefusal).message];
}

async function lessonsOf(idPackage: number) {
  return db.query<{
    title: string;
    depth: number;
    parentTitles: string[];
    masteryScore: number | null;
    completionSetByContent: boolean;
    objectiveSetByContent: boolean;
    objectiveIds: string[];
  }>(
    `SELECT title, depth, parent_titles AS "parentTitles", mastery_score AS "masteryScore", scorm_type AS "scormType",
            launch_href AS "href", parameters, completion_set_by_content AS "completionSetByContent",
            objective_set_by_content AS "objectiveSetByContent", objective_ids AS "objectiveIds"
       FROM scorm_scos WHERE id_app = 1 AND id_package = $1 ORDER BY position`,
    [idPackage],
  );
}

/** Every file under the store's folder (the half-written ones of .incoming too). */
function storedFiles(folder = filesDir): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storedFiles(path.join(folder, entry.name)) : [entry.name],
  );
}

describe('the four Golf packages', () => {
  it('SCORM 1.2 runtime basic: one SCO, launch page, no mastery score', async () => {
    const stored = await ingest(path.join(packages, 'golf-12-runtime-basic.zip'));
    expect(stored).toMatchObject({ status: 'SUCCESS', standard: '1.2', lessons: 1 });
    expect(await lessonsOf(stored.idPackage)).toEqual([
      {
        title: 'Golf Explained',
        depth: 0,
        parentTitles: [],
        masteryScore: null,
        scormType: 'sco',
        href: 'shared/launchpage.html',
        parameters: '',
        completionSetByContent: true,
        objectiveSetByContent: true,
        objectiveIds: [],
      },
    ]);
    const [count] = await db.query<{ files: number }>(
      'SELECT count(*)::int AS files FROM scorm_package_files WHERE id_app = 1 AND id_package = $1',
      [stored.idPackage],
    );
    // 49 entries, 5 of them folders.
    expect(count?.files).toBe(44);
  });

  it('SCORM 2004 single SCO', async () => {
    const stored = await ingest(path.join(packages, 'golf-2004-single-sco.zip'));
    expect(stored).toMatchObject({ standard: '2004', lessons: 1 });
    // No deliveryControls: the LMS completes an attempt the content ends without a status (SN 5.1.8), and
    // satisfies its objective (UP.4).
    expect((await lessonsOf(stored.idPackage))[0]).toMatchObject({
      completionSetByContent: false,
      objectiveSetByContent: false,
    });
  });

  it('SCORM 2004 multi-SCO: 18 lessons under 4 aggregations, quiz parameters kept', async () => {
    const stored = await ingest(path.join(packages, 'golf-2004-multi-sco.zip'));
    expect(stored).toMatchObject({ standard: '2004', lessons: 18 });
    const lessons = await lessonsOf(stored.idPackage);
    expect(new Set(lessons.map((lesson) => lesson.parentTitles[0]))).toEqual(
      new Set(['Playing the Game', 'Etiquette', 'Handicapping', 'Having Fun']),
    );
    expect(lessons[0]).toMatchObject({ title: 'How to Play', depth: 1, href: 'Playing/Playing.html' });
    expect(lessons[5]).toMatchObject({
      title: 'Playing Golf Quiz',
      href: 'shared/assessmenttemplate.html',
      parameters: '?questions=Playing',
    });
  });

  it('SCORM 2004 runtime advanced: mastery score 80 from minNormalizedMeasure', async () => {
    const stored = await ingest(path.join(packages, 'golf-2004-runtime-advanced.zip'));
    expect(stored).toMatchObject({ standard: '2004', lessons: 1 });
    expect((await lessonsOf(stored.idPackage))[0]).toMatchObject({
      masteryScore: 80,
      completionSetByContent: true,
      objectiveSetByContent: true,
      objectiveIds: ['PRIMARYOBJ', 'obj_etiquette', 'obj_handicapping', 'obj_havingfun', 'obj_playing'],
    });
  });
});

const manifest12 = `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>T</title>
    <item identifier="a" identifierref="r"><title>A</title><adlcp:masteryscore>70</adlcp:masteryscore></item>
    <item identifier="b" identifierref="r"><title>B</title><adlcp:prerequisites type="aicc_script">a</adlcp:prerequisites></item>
  </organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;
const page = new TextEncoder().encode('<p>oi</p>');
const text = (value: string) => new TextEncoder().encode(value);

function zipOf(name: string, entries: Zippable): string {
  const file = path.join(work, name);
  writeFileSync(file, zipSync(entries));
  return file;
}

describe('a refused zip leaves nothing stored', () => {
  type Case = [name: string, entries: Zippable, message: string];
  /** A good package plus one entry at a path outside its folder: refused, naming that path. */
  const unsafeEntry = (name: string, entryPath: string): Case => [
    name,
    { 'imsmanifest.xml': text(manifest12), 'index.html': page, [entryPath]: page },
    scormMessages.unsafePath(entryPath),
  ];
  const cases: Case[] = [
    unsafeEntry('a ../ entry', '../evil.txt'),
    unsafeEntry('an entry in a folder that climbs out', 'a/../../evil.txt'),
    unsafeEntry('an absolute path', '/etc/evil.txt'),
    unsafeEntry('a backslash path', '..\\evil.txt'),
    [
      'a symbolic link',
      {
        'imsmanifest.xml': text(manifest12),
        'index.html': page,
        link: [text('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
      },
      scormMessages.linkEntry('link'),
    ],
    ['no manifest', { 'index.html': page }, scormMessages.noManifest],
    ['a manifest in a folder only', { 'sub/imsmanifest.xml': text(manifest12) }, scormMessages.noManifest],
    [
      'a manifest that does not parse',
      { 'imsmanifest.xml': text('<manifest><organizations>'), 'index.html': page },
      scormMessages.brokenManifest,
    ],
    [
      'a manifest without a launchable item',
      {
        'imsmanifest.xml': text(
          '<manifest><organizations><organization><title>x</title></organization></organizations></manifest>',
        ),
      },
      scormMessages.noLaunchableItem,
    ],
    [
      'a launch file missing from the zip',
      { 'imsmanifest.xml': text(manifest12) },
      scormMessages.launchFileMissing('index.html'),
    ],
  ];

  it.each(cases)('%s', async (name, entries, message) => {
    const zip = zipOf(`${name.replace(/\W+/g, '-')}.zip`, entries);
    expect(await refusalOf(ingest(zip))).toEqual([400, message]);
    await expectNothingStoredBeyond(4);
  });

  it('a zip or its content over the limits', async () => {
    const big = zipOf('big.zip', { 'imsmanifest.xml': text(manifest12), 'index.html': randomBytes(4096) });
    for (const limits of [
      { ...packageLimits, maxZipBytes: 1000 },
      { ...packageLimits, maxUnpackedBytes: 4000 },
    ]) {
      expect(await refusalOf(ingest(big, limits))).toEqual([
        413,
        scormMessages.zipTooLarge(limits.maxZipBytes / 1024 / 1024),
      ]);
    }
    expect(await refusalOf(ingest(big, { ...packageLimits, maxEntries: 1 }))).toEqual([
      413,
      scormMessages.tooManyEntries(1),
    ]);
    const notZip = path.join(work, 'not.zip');
    writeFileSync(notZip, 'not a zip at all');
    expect((await refusalOf(ingest(notZip)))[1]).toBe(scormMessages.notAZip);
    await expectNothingStoredBeyond(4);
  });

  it('a good small zip is read: mastery score and prerequisites of 1.2', async () => {
    const stored = await ingest(
      zipOf('good.zip', { 'imsmanifest.xml': text(manifest12), 'index.html': page }),
    );
    const rows = await db.query<{ prerequisites: string | null; masteryScore: number | null }>(
      `SELECT prerequisites, mastery_score AS "masteryScore" FROM scorm_scos WHERE id_app = 1 AND id_package = $1
        ORDER BY position`,
      [stored.idPackage],
    );
    expect(rows).toEqual([
      { prerequisites: null, masteryScore: 70 },
      { prerequisites: 'a', masteryScore: null },
    ]);
  });
});

/** Only the four Golf packages ingested above: no row and no file of a refused zip. */
async function expectNothingStoredBeyond(packagesCount: number) {
  const [rows] = await db.query<{ packages: number; files: number; scos: number }>(
    `SELECT (SELECT count(*)::int FROM scorm_packages) AS packages,
            (SELECT count(*)::int FROM scorm_package_files) AS files,
            (SELECT count(*)::int FROM scorm_scos) AS scos`,
  );
  expect(rows?.packages).toBe(packagesCount);
  expect(rows?.scos).toBe(1 + 1 + 18 + 1);
  expect(storedFiles().length).toBe(rows?.files);
}

describe('storing', () => {
  const golf = path.join(packages, 'golf-2004-single-sco.zip');

  it('a store failure half-way removes every file written and leaves the row ERROR with its reason', async () => {
    let puts = 0;
    const failing: FileStore = {
      ...files,
      put: async (key, content) => {
        puts += 1;
        if (puts === 20) {
          content.destroy();
          throw new Error('disk full');
        }
        return files.put(key, content);
      },
    };
    const filesBefore = storedFiles().length;
    const ingesting = ingestPackage(
      { db, files: failing, now: new Date() },
      { idApp: 1, idContentItem: 777 },
      golf,
      'golf.zip',
    );
    expect(await refusalOf(ingesting)).toEqual([503, scormMessages.storeFailed]);
    expect(storedFiles().length).toBe(filesBefore);
    const rows = await db.query<{ status: string; errorMessage: string; files: number; scos: number }>(
      `SELECT status, error_message AS "errorMessage",
              (SELECT count(*)::int FROM scorm_package_files f WHERE f.id_package = p.id_package) AS files,
              (SELECT count(*)::int FROM scorm_scos s WHERE s.id_package = p.id_package) AS scos
         FROM scorm_packages p WHERE id_content_item = 777`,
    );
    expect(rows).toEqual([{ status: 'ERROR', errorMessage: scormMessages.storeFailed, files: 0, scos: 0 }]);
  });

  it('the same zip again is not unpacked again: the item keeps its package, another item shares its files', async () => {
    const options = { db, files, now: new Date(), reuseSameZip: true };
    const first = await ingestPackage(options, { idApp: 1, idContentItem: 801 }, golf, 'golf.zip');
    const filesAfterFirst = storedFiles().length;
    const again = await ingestPackage(options, { idApp: 1, idContentItem: 801 }, golf, 'golf.zip');
    expect(again).toMatchObject({ idPackage: first.idPackage, reused: true, standard: '2004', lessons: 1 });
    const copy = await ingestPackage(options, { idApp: 1, idContentItem: 802 }, golf, 'golf.zip');
    expect(copy).toMatchObject({ reused: true, standard: '2004', lessons: 1 });
    expect(copy.idPackage).not.toBe(first.idPackage);
    expect(storedFiles().length).toBe(filesAfterFirst);
  });

  it('a store failure leaves the previous package current: learners keep their lessons (issue 17, defect 2)', async () => {
    const first = await ingestPackage(
      { db, files, now: new Date() },
      { idApp: 1, idContentItem: 779 },
      golf,
      'golf.zip',
    );
    const failing: FileStore = {
      ...files,
      put: async (_key, content) => {
        content.destroy();
        throw new Error('disk full');
      },
    };
    const ingesting = ingestPackage(
      { db, files: failing, now: new Date() },
      { idApp: 1, idContentItem: 779 },
      golf,
      'golf.zip',
    );
    expect(await refusalOf(ingesting)).toEqual([503, scormMessages.storeFailed]);
    const { latest, usable } = currentPackages(await packagesOf(db, 1, 779));
    expect([latest?.idPackage, latest?.status, usable?.idPackage]).toEqual([
      first.idPackage,
      'SUCCESS',
      first.idPackage,
    ]);
  });

  it('the tenant quota and the manifest size are refused in pt-BR before anything is stored (issue 17, defect 3)', async () => {
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM scorm_packages'))[0]?.n;
    const before = await count();
    const filesBefore = storedFiles().length;
    const quota = ingest(golf, { ...packageLimits, maxTenantPackageBytes: 1024 * 1024 });
    expect(await refusalOf(quota)).toEqual([413, scormMessages.quotaExceeded(1)]);
    const manifest = ingest(golf, { ...packageLimits, maxManifestBytes: 1024 });
    expect(await refusalOf(manifest)).toEqual([413, scormMessages.manifestTooLarge(1024 / 1024 / 1024)]);
    expect([await count(), storedFiles().length]).toEqual([before, filesBefore]);
  });
});

describe("SCORM 2004 sequencing's completionSetByContent and objectiveSetByContent", () => {
  it("is read from the item's own sequencing or the collection it names, false when unsaid", async () => {
    const manifest2004 = `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>T</title>
    <item identifier="own" identifierref="r"><title>Own</title>
      <imsss:sequencing><imsss:deliveryControls completionSetByContent="true"/></imsss:sequencing></item>
    <item identifier="shared" identifierref="r"><title>Shared</title><imsss:sequencing IDRef="set"/></item>
    <item identifier="unsaid" identifierref="r"><title>Unsaid</title></item>
  </organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormType="sco" href="index.html"/></resources>
  <imsss:sequencingCollection>
    <imsss:sequencing ID="set">
      <imsss:objectives><imsss:primaryObjective objectiveID="P" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>0.6</imsss:minNormalizedMeasure></imsss:primaryObjective><imsss:objective objectiveID="extra"/></imsss:objectives>
      <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
    </imsss:sequencing>
    <imsss:sequencing ID="other"><imsss:deliveryControls completionSetByContent="false"/></imsss:sequencing>
  </imsss:sequencingCollection>
</manifest>`;
    const stored = await ingest(
      zipOf('sequencing.zip', { 'imsmanifest.xml': text(manifest2004), 'index.html': page }),
    );
    expect(stored).toMatchObject({ standard: '2004', lessons: 3 });
    expect((await lessonsOf(stored.idPackage)).map((lesson) => lesson.completionSetByContent)).toEqual([
      true,
      true,
      false,
    ]);
    expect((await lessonsOf(stored.idPackage)).map((lesson) => lesson.objectiveSetByContent)).toEqual([
      false,
      true,
      false,
    ]);
    // The collection's objectives count too: the mastery score and the objectives the run starts with.
    expect((await lessonsOf(stored.idPackage))[1]).toMatchObject({
      masteryScore: 60,
      objectiveIds: ['P', 'extra'],
    });
  });
});
