// The SQL of a package's ingestion (ingest-package.ts): a PENDING row, then its files and lessons in one
// transaction that says SUCCESS, or ERROR with its pt-BR reason; the copies of a zip already stored.
import type { Database, Queryable } from '../db/database.ts';
import { nextId } from '../db/next-id.ts';
import { followReplacedPackage } from './package-replacement.ts';
import type { ScormManifest, ScormStandard } from './parse-manifest.ts';

export interface PackageTarget {
  idApp: number;
  idContentItem: number;
}

export interface StoredFile {
  path: string;
  storageKey: string;
  size: number;
}

/**
 * The tenant's SUCCESS packages made from these bytes that still have their files (a replaced one's are
 * swept), the item's own first; `latest` when it is what the item serves (a failed ingestion after it
 * does not count).
 */
export async function packagesWithZip(db: Queryable, target: PackageTarget, sha256: string) {
  return db.query<{ idPackage: number; idContentItem: number; latest: boolean }>(
    `SELECT p.id_package AS "idPackage", p.id_content_item AS "idContentItem",
            p.id_package = (SELECT max(id_package) FROM scorm_packages l
                             WHERE l.id_app = p.id_app AND l.id_content_item = p.id_content_item
                               AND l.status <> 'ERROR') AS latest
       FROM scorm_packages p
      WHERE p.id_app = $1 AND p.zip_sha256 = $2 AND p.status = 'SUCCESS'
        AND EXISTS (SELECT 1 FROM scorm_package_files f WHERE f.id_app = p.id_app AND f.id_package = p.id_package)
      ORDER BY (p.id_content_item = $3) DESC, p.id_package DESC`,
    [target.idApp, sha256, target.idContentItem],
  );
}

export async function packageFileKeys(db: Queryable, idApp: number, idPackage: number): Promise<string[]> {
  const rows = await db.query<{ storageKey: string }>(
    'SELECT storage_key AS "storageKey" FROM scorm_package_files WHERE id_app = $1 AND id_package = $2',
    [idApp, idPackage],
  );
  return rows.map((row) => row.storageKey);
}

/**
 * The bytes the tenant's packages keep, the item's own excepted (an upload replaces it): the latest
 * SUCCESS or PENDING package of each other item, a file shared by copies counted once.
 */
export async function tenantPackageBytes(db: Queryable, target: PackageTarget): Promise<number> {
  const [row] = await db.query<{ bytes: string | number | null }>(
    `SELECT sum(size) AS bytes FROM (
       SELECT DISTINCT f.storage_key, f.size
         FROM scorm_package_files f
         JOIN (SELECT DISTINCT ON (id_content_item) id_package FROM scorm_packages
                WHERE id_app = $1 AND id_content_item <> $2 AND status <> 'ERROR'
                ORDER BY id_content_item, id_package DESC) AS current USING (id_package)
        WHERE f.id_app = $1) AS kept`,
    [target.idApp, target.idContentItem],
  );
  return Number(row?.bytes ?? 0);
}

/** A new package row of the item sharing another's files and lessons (stored files are never changed). */
export async function clonePackage(db: Database, target: PackageTarget, from: number): Promise<number> {
  return db.transaction(async (tx) => {
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
    // One block of consecutive ids for the lessons (first + position - 1).
    const firstSco = await nextId(tx, 'scorm_scos', 'id_sco', target.idApp, lessons);
    await tx.query(
      `INSERT INTO scorm_scos (id_app, id_sco, id_package, position, identifier, title, launch_href, parameters,
                               scorm_type, mastery_score, prerequisites, depth, parent_titles,
                               completion_set_by_content, objective_set_by_content, objective_ids)
       SELECT id_app, $4 + position - 1, $3, position, identifier, title, launch_href, parameters,
              scorm_type, mastery_score, prerequisites, depth, parent_titles, completion_set_by_content,
              objective_set_by_content, objective_ids
         FROM scorm_scos WHERE id_app = $1 AND id_package = $2`,
      [target.idApp, from, id, firstSco],
    );
    return id;
  });
}

export async function packageSummary(db: Queryable, idApp: number, idPackage: number) {
  const [row] = await db.query<{ standard: ScormStandard; title: string; lessons: number }>(
    `SELECT p.standard, p.title,
            (SELECT count(*)::int FROM scorm_scos s WHERE s.id_app = p.id_app AND s.id_package = p.id_package) AS lessons
       FROM scorm_packages p WHERE p.id_app = $1 AND p.id_package = $2`,
    [idApp, idPackage],
  );
  return row!;
}

export async function insertPendingPackage(
  db: Database,
  target: PackageTarget,
  file: { fileName: string; sha256: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await nextId(tx, 'scorm_packages', 'id_package', target.idApp);
    await tx.query(
      `INSERT INTO scorm_packages (id_app, id_package, id_content_item, status, file_name, zip_sha256, created_at)
       VALUES ($1, $2, $3, 'PENDING', $4, $5, $6)`,
      [target.idApp, id, target.idContentItem, file.fileName, file.sha256, now],
    );
    return id;
  });
}

/** One transaction makes the package whole: its files, its lessons, SUCCESS. */
export async function completePackage(
  db: Database,
  idApp: number,
  idPackage: number,
  written: readonly StoredFile[],
  manifest: ScormManifest,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO scorm_package_files (id_app, id_package, path, storage_key, size)
       SELECT $1, $2, element ->> 'path', element ->> 'storageKey', (element ->> 'size')::bigint
         FROM jsonb_array_elements($3::jsonb) AS files (element)`,
      [idApp, idPackage, JSON.stringify(written)],
    );
    // One block of consecutive ids for the lessons (first + ordinality - 1).
    const firstSco = await nextId(tx, 'scorm_scos', 'id_sco', idApp, manifest.lessons.length);
    await tx.query(
      `INSERT INTO scorm_scos (id_app, id_sco, id_package, position, identifier, title, launch_href, parameters,
                               scorm_type, mastery_score, prerequisites, depth, parent_titles,
                               completion_set_by_content, objective_set_by_content, objective_ids)
       SELECT $1, $3 + ordinality::int - 1, $2, ordinality::int, element ->> 'identifier', element ->> 'title',
              element ->> 'href', element ->> 'parameters', element ->> 'scormType',
              (element ->> 'masteryScore')::double precision, element ->> 'prerequisites',
              (element ->> 'depth')::int, element -> 'parentTitles',
              (element ->> 'completionSetByContent')::boolean, (element ->> 'objectiveSetByContent')::boolean,
              element -> 'objectiveIds'
         FROM jsonb_array_elements($4::jsonb) WITH ORDINALITY AS lessons (element, ordinality)`,
      [idApp, idPackage, firstSco, JSON.stringify(manifest.lessons)],
    );
    await tx.query(
      `UPDATE scorm_packages SET status = 'SUCCESS', standard = $3, title = $4
        WHERE id_app = $1 AND id_package = $2`,
      [idApp, idPackage, manifest.standard, manifest.title],
    );
    // A package replacing another: the learners' lessons and content records follow the new one.
    await followReplacedPackage(tx, idApp, idPackage);
  });
}

/** The ingestion failed: the row stays as history with its reason (rules.ts currentPackages skips it). */
export async function failPackage(db: Queryable, idApp: number, idPackage: number, reason: string) {
  await db.query(
    `UPDATE scorm_packages SET status = 'ERROR', error_message = $3 WHERE id_app = $1 AND id_package = $2`,
    [idApp, idPackage, reason],
  );
}
