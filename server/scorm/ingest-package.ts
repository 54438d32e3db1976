// Adds a SCORM zip to a content item of type 26: every check first (read-package-zip.ts, the
// manifest), so a refused zip leaves no row and no file; then a PENDING row, the files into the
// FileStore under fresh keys, and one transaction that records files and lessons and says SUCCESS.
// A failure while storing removes every key written and leaves the row ERROR with its pt-BR reason.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Database, Queryable } from '../db/database.ts';
import { newFileKey, type FileStore } from '../files/file-store.ts';
import { scormMessages } from '../messages-scorm.ts';
import { nextId } from '../routes/learning-route-helpers.ts';
import { PackageRefusal, packageLimits, type PackageLimits } from './package-limits.ts';
import { parseManifest, type ScormManifest } from './parse-manifest.ts';
import { readEntryBytes, readPackageZip, type PackageZip } from './read-package-zip.ts';

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

/** The item's stored package made from these very bytes, when every one of its files is still there. */
async function storedCopy(db: Queryable, files: FileStore, target: PackageTarget, sha256: string) {
  const [row] = await db.query<{
    idPackage: number;
    standard: '1.2' | '2004';
    title: string;
    lessons: number;
  }>(
    `SELECT p.id_package AS "idPackage", p.standard, p.title,
            (SELECT count(*)::int FROM scorm_scos s WHERE s.id_app = p.id_app AND s.id_package = p.id_package) AS lessons
       FROM scorm_packages p
      WHERE p.id_app = $1 AND p.id_content_item = $2
      ORDER BY p.id_package DESC LIMIT 1`,
    [target.idApp, target.idContentItem],
  );
  if (!row) return undefined;
  const [same] = await db.query(
    `SELECT 1 FROM scorm_packages WHERE id_app = $1 AND id_package = $2 AND status = 'SUCCESS' AND zip_sha256 = $3`,
    [target.idApp, row.idPackage, sha256],
  );
  if (!same) return undefined;
  const keys = await db.query<{ storageKey: string }>(
    'SELECT storage_key AS "storageKey" FROM scorm_package_files WHERE id_app = $1 AND id_package = $2',
    [target.idApp, row.idPackage],
  );
  const present = await Promise.all(keys.map(({ storageKey }) => files.stat(storageKey)));
  return present.every(Boolean) ? row : undefined;
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
    const copy = await storedCopy(db, files, target, sha256);
    if (copy) return { ...copy, status: 'SUCCESS', reused: true };
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
    for (const [path, entry] of zip.files) {
      const storageKey = newFileKey('scorm-packages');
      // Pushed before the put: a put that fails half-way has left nothing, and remove() of a key
      // with nothing behind it is harmless.
      written.push({ path, storageKey, size: 0 });
      const { size } = await files.put(storageKey, await zip.openEntry(entry));
      written[written.length - 1]!.size = size;
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO scorm_package_files (id_app, id_package, path, storage_key, size)
         SELECT $1, $2, element ->> 'path', element ->> 'storageKey', (element ->> 'size')::bigint
           FROM jsonb_array_elements($3::jsonb) AS files (element)`,
        [target.idApp, idPackage, JSON.stringify(written)],
      );
      const firstSco = await nextId(tx, 'scorm_scos', 'id_sco', target.idApp);
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
