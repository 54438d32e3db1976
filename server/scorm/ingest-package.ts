// Adds a SCORM zip to a content item of type 26: every check first (read-package-zip.ts, the
// manifest), so a refused zip leaves no row and no file; then a PENDING row, the files into the
// FileStore under fresh keys, and one transaction that records files and lessons and says SUCCESS.
// A failure while storing removes every key written and leaves the row ERROR with its pt-BR reason.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Database, Queryable } from '../db/database.ts';
import { newFileKey, type FileStore } from '../files/file-store.ts';
import { scormMessages } from '../messages-scorm.ts';
import { nextId } from '../db/next-id.ts';
import { PackageRefusal, packageLimits, type PackageLimits } from './package-limits.ts';
import { parseManifest, type ScormManifest } from './parse-manifest.ts';
import { readEntryBytes, readPackageZip, type PackageZip } from './read-package-zip.ts';

/** Files written at once while storing a package. */
const storeConcurrency = 8;

export interface PackageTarget {
  idApp: number;
  idContentItem: number;
}

export interface IngestedPackage {
  idPackage: number;
  status: 'SUCCESS';
  standard: ScormManifest['standard'];
  title: string;
  lessons: number;
  /** true when the same zip was already stored for the item (the seed at each start). */
  reused: boolean;
}

async function sha256Of(zipPath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(zipPath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The checks that come before anything is stored: the zip's entries, then its manifest. */
async function checkedPackage(
  zipPath: string,
  limits: PackageLimits,
): Promise<{ zip: PackageZip; manifest: ScormManifest }> {
  const zip = await readPackageZip(zipPath, limits);
  try {
    const manifestEntry = zip.files.get('imsmanifest.xml');
    if (!manifestEntry) throw new PackageRefusal(400, scormMessages.noManifest);
    const xml = (await readEntryBytes(zip, manifestEntry, limits.maxManifestBytes)).toString('utf8');
    return { zip, manifest: parseManifest(xml.replace(/^\uFEFF/, ''), new Set(zip.files.keys())) };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * A stored package of the tenant made from these very bytes, every one of its files still in the store:
 * the item's own first (nothing to do), else another item's (the demo's copies), whose rows are cloned.
 */
async function storedCopy(db: Queryable, files: FileStore, target: PackageTarget, sha256: string) {
  const candidates = await db.query<{ idPackage: number; idContentItem: number; latest: boolean }>(
    `SELECT p.id_package AS "idPackage", p.id_content_item AS "idContentItem",
            p.id_package = (SELECT max(id_package) FROM scorm_packages l
                             WHERE l.id_app = p.id_app AND l.id_content_item = p.id_content_item) AS latest
       FROM scorm_packages p
      WHERE p.id_app = $1 AND p.zip_sha256 = $2 AND p.status = 'SUCCESS'
      ORDER BY (p.id_content_item = $3) DESC, p.id_package DESC`,
    [target.idApp, sha256, target.idContentItem],
  );
  for (const candidate of candidates) {
    const keys = await db.query<{ storageKey: string }>(
      'SELECT storage_key AS "storageKey" FROM scorm_package_files WHERE id_app = $1 AND id_package = $2',
      [target.idApp, candidate.idPackage],
    );
    const present = await Promise.all(keys.map(({ storageKey }) => files.stat(storageKey)));
    if (!present.every(Boolean)) continue;
    if (candidate.idContentItem === target.idContentItem && candidate.latest) return candidate.idPackage;
    if (candidate.idContentItem !== target.idContentItem)
      return clonePackage(db, target, candidate.idPackage);
  }
  return undefined;
}

/** A new package row of the item sharing another's files and lessons (stored files are never changed). */
async function clonePackage(db: Database | Queryable, target: PackageTarget, from: number): Promise<number> {
  const run = async (tx: Queryable) => {
    const id = await nextId(tx, 'scorm_packages', 'id_package', target.idApp);
    await tx.query(
      `INSERT INTO scorm_packages (id_app, id_package, id_content_item, status, standard, title, file_name, zip_sha256, created_at)
       SELECT id_app, $3, $4, status, standard, title, file_name, zip_sha256, created_at
         FROM scorm_packages WHERE id_app = $1 AND id_package = $2`,
      [target.idApp, from, id, target.idContentItem],
    );
    await tx.query(
      `INSERT INTO scorm_package_files (id_app, id_package, path, storage_key, size)
       SELECT id_app, $3, path, storage_key, size FROM scorm_package_files WHERE id_app = $1 AND id_package = $2`,
      [target.idApp, from, id],
    );
    const [{ lessons } = { lessons: 0 }] = await tx.query<{ lessons: number }>(
      'SELECT count(*)::int AS lessons FROM scorm_scos WHERE id_app = $1 AND id_package = $2',
      [target.idApp, from],
    );
    const firstSco = await nextId(tx, 'scorm_scos', 'id_sco', target.idApp, lessons);
    await tx.query(
      `INSERT INTO scorm_scos (id_app, id_sco, id_package, position, identifier, title, launch_href, parameters,
                               scorm_type, mastery_score, prerequisites, depth, parent_titles)
       SELECT id_app, $4 + position - 1, $3, position, identifier, title, launch_href, parameters,
              scorm_type, mastery_score, prerequisites, depth, parent_titles
         FROM scorm_scos WHERE id_app = $1 AND id_package = $2`,
      [target.idApp, from, id, firstSco],
    );
    return id;
  };
  return 'transaction' in db ? db.transaction(run) : run(db);
}

async function packageSummary(db: Queryable, idApp: number, idPackage: number) {
  const [row] = await db.query<{ standard: '1.2' | '2004'; title: string; lessons: number }>(
    `SELECT p.standard, p.title,
            (SELECT count(*)::int FROM scorm_scos s WHERE s.id_app = p.id_app AND s.id_package = p.id_package) AS lessons
       FROM scorm_packages p WHERE p.id_app = $1 AND p.id_package = $2`,
    [idApp, idPackage],
  );
  return row!;
}

export interface IngestOptions {
  db: Database;
  files: FileStore;
  now: Date;
  /** Reuse the item's stored package when it was made from the same bytes (the start-up seed). */
  reuseSameZip?: boolean;
  /** The checks' limits (a test lowers them rather than building a 200 MB zip). */
  limits?: PackageLimits;
}

export async function ingestPackage(
  options: IngestOptions,
  target: PackageTarget,
  zipPath: string,
  fileName: string,
): Promise<IngestedPackage> {
  const { db, files } = options;
  const sha256 = await sha256Of(zipPath);
  if (options.reuseSameZip) {
    const idPackage = await storedCopy(db, files, target, sha256);
    if (idPackage !== undefined)
      return {
        idPackage,
        ...(await packageSummary(db, target.idApp, idPackage)),
        status: 'SUCCESS',
        reused: true,
      };
  }
  const { zip, manifest } = await checkedPackage(zipPath, options.limits ?? packageLimits);
  const idPackage = await db.transaction(async (tx) => {
    const id = await nextId(tx, 'scorm_packages', 'id_package', target.idApp);
    await tx.query(
      `INSERT INTO scorm_packages (id_app, id_package, id_content_item, status, file_name, zip_sha256, created_at)
       VALUES ($1, $2, $3, 'PENDING', $4, $5, $6)`,
      [target.idApp, id, target.idContentItem, fileName, sha256, options.now],
    );
    return id;
  });
  const written: { path: string; storageKey: string; size: number }[] = [];
  try {
    // A few files at a time: each put waits for its bytes to reach the disk, and those waits overlap.
    const entries = [...zip.files];
    let failed = false;
    const putNext = async (): Promise<void> => {
      const next = failed ? undefined : entries.shift();
      if (!next) return;
      const [path, entry] = next;
      const storageKey = newFileKey('scorm-packages');
      // Listed before the put: a put that fails half-way has left nothing, and remove() of a key
      // with nothing behind it is harmless.
      const file = { path, storageKey, size: 0 };
      written.push(file);
      try {
        file.size = (await files.put(storageKey, await zip.openEntry(entry))).size;
      } catch (error) {
        // No new put after a failure: the package is refused anyway.
        failed = true;
        throw error;
      }
      return putNext();
    };
    // Settled, not all: on a failure every put in flight ends before the clean-up below removes its key.
    const outcomes = await Promise.allSettled(Array.from({ length: storeConcurrency }, putNext));
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    if (rejected) throw rejected.reason;
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO scorm_package_files (id_app, id_package, path, storage_key, size)
         SELECT $1, $2, element ->> 'path', element ->> 'storageKey', (element ->> 'size')::bigint
           FROM jsonb_array_elements($3::jsonb) AS files (element)`,
        [target.idApp, idPackage, JSON.stringify(written)],
      );
      const firstSco = await nextId(tx, 'scorm_scos', 'id_sco', target.idApp, manifest.lessons.length);
      await tx.query(
        `INSERT INTO scorm_scos (id_app, id_sco, id_package, position, identifier, title, launch_href, parameters,
                                 scorm_type, mastery_score, prerequisites, depth, parent_titles)
         SELECT $1, $3 + ordinality::int - 1, $2, ordinality::int, element ->> 'identifier', element ->> 'title',
                element ->> 'href', element ->> 'parameters', element ->> 'scormType',
                (element ->> 'masteryScore')::double precision, element ->> 'prerequisites',
                (element ->> 'depth')::int, element -> 'parentTitles'
           FROM jsonb_array_elements($4::jsonb) WITH ORDINALITY AS lessons (element, ordinality)`,
        [target.idApp, idPackage, firstSco, JSON.stringify(manifest.lessons)],
      );
      await tx.query(
        `UPDATE scorm_packages SET status = 'SUCCESS', standard = $3, title = $4
          WHERE id_app = $1 AND id_package = $2`,
        [target.idApp, idPackage, manifest.standard, manifest.title],
      );
    });
  } catch (error) {
    await Promise.all(written.map(({ storageKey }) => files.remove(storageKey).catch(() => undefined)));
    await db.query(
      `UPDATE scorm_packages SET status = 'ERROR', error_message = $3 WHERE id_app = $1 AND id_package = $2`,
      [target.idApp, idPackage, scormMessages.storeFailed],
    );
    throw new PackageRefusal(503, scormMessages.storeFailed, { cause: error });
  } finally {
    zip.close();
  }
  return {
    idPackage,
    status: 'SUCCESS',
    standard: manifest.standard,
    title: manifest.title,
    lessons: manifest.lessons.length,
    reused: false,
  };
}
