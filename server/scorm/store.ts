// The SQL of SCORM's packages, lessons and learners' lesson rows (server/db/migrations/0008-scorm.sql): a content item's
// packages and lessons as stored, an access at each launch, the run-time data at each commit and, at
// finish, the session time added to the total. Runs are in store-runs.ts, ingestion in store-ingest.ts.
import type { Database, Queryable } from '../db/database.ts';
import { nextId } from '../db/next-id.ts';
import type { ScormStandard } from './parse-manifest.ts';
import type { ScoEnrollmentRow, StoredLesson, StoredPackage } from './records.ts';
import type { SavedRuntimeData } from './rules.ts';

export type { ScoEnrollmentRow, StoredLesson, StoredPackage } from './records.ts';
import type { ScormRun } from './store-runs.ts';

/** The item's packages, newest first (rules.ts currentPackages picks the one shown and the one served). */
export async function packagesOf(
  db: Queryable,
  idApp: number,
  idContentItem: number,
): Promise<StoredPackage[]> {
  return db.query<StoredPackage>(
    `SELECT id_package AS "idPackage", status, standard, title FROM scorm_packages
      WHERE id_app = $1 AND id_content_item = $2 ORDER BY id_package DESC`,
    [idApp, idContentItem],
  );
}

export async function packageStandard(
  db: Queryable,
  idApp: number,
  idPackage: number,
): Promise<ScormStandard | undefined> {
  const [row] = await db.query<{ standard: ScormStandard }>(
    'SELECT standard FROM scorm_packages WHERE id_app = $1 AND id_package = $2',
    [idApp, idPackage],
  );
  return row?.standard;
}

export async function lessonsOf(db: Queryable, idApp: number, idPackage: number): Promise<StoredLesson[]> {
  return db.query<StoredLesson>(
    `SELECT id_sco AS "idSco", id_package AS "idPackage", identifier, title, launch_href AS "launchHref", parameters,
            scorm_type AS "scormType", mastery_score AS "masteryScore", prerequisites, depth,
            parent_titles AS "parentTitles", completion_set_by_content AS "completionSetByContent",
            objective_set_by_content AS "objectiveSetByContent", objective_ids AS "objectiveIds"
       FROM scorm_scos WHERE id_app = $1 AND id_package = $2 ORDER BY position`,
    [idApp, idPackage],
  );
}

/** The storage key of a file of a package, by its path inside the package. */
export async function packageFileKey(
  db: Queryable,
  idApp: number,
  idPackage: number,
  filePath: string,
): Promise<string | undefined> {
  const [file] = await db.query<{ storageKey: string }>(
    'SELECT storage_key AS "storageKey" FROM scorm_package_files WHERE id_app = $1 AND id_package = $2 AND path = $3',
    [idApp, idPackage, filePath],
  );
  return file?.storageKey;
}

/** A content item's type and whether its lessons go in order (undefined: no such item). */
export async function contentItemOf(
  db: Queryable,
  idApp: number,
  idContentItem: number,
): Promise<{ idContentType: number; sequential: boolean } | undefined> {
  const [row] = await db.query<{ idContentType: number; sequential: boolean }>(
    `SELECT (item ->> 'idContentType')::int AS "idContentType",
            coalesce((item ->> 'sequential')::boolean, false) AS sequential
       FROM learning_contents WHERE id_app = $1 AND id_content_item = $2`,
    [idApp, idContentItem],
  );
  return row;
}

/** The columns of a ScoEnrollmentRow, for every read of scorm_sco_enrollments. */
const scoEnrollmentColumns = `id_sco_enrollment AS "idScoEnrollment", id_sco AS "idSco", status, grade, location,
  suspend_data AS "suspendData", exit_mode AS "exitMode", cmi, total_seconds AS "totalSeconds",
  number_of_access AS "numberOfAccess", finish_date AS "finishDate"`;

export async function scoEnrollmentsOf(
  db: Queryable,
  idApp: number,
  idEnrollment: number,
  idContentItem: number,
): Promise<ScoEnrollmentRow[]> {
  return db.query<ScoEnrollmentRow>(
    `SELECT ${scoEnrollmentColumns} FROM scorm_sco_enrollments
      WHERE id_app = $1 AND id_enrollment = $2 AND id_content_item = $3`,
    [idApp, idEnrollment, idContentItem],
  );
}

export async function scoEnrollmentOf(db: Queryable, run: ScormRun): Promise<ScoEnrollmentRow | undefined> {
  const [row] = await db.query<ScoEnrollmentRow>(
    `SELECT ${scoEnrollmentColumns} FROM scorm_sco_enrollments
      WHERE id_app = $1 AND id_enrollment = $2 AND id_content_item = $3 AND id_sco = $4`,
    [run.idApp, run.idEnrollment, run.idContentItem, run.idSco],
  );
  return row;
}

/** Counts a launch, creating the row at the first one. */
export async function countAccess(db: Database, run: ScormRun, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE scorm_sco_enrollments
          SET number_of_access = number_of_access + 1, last_access_date = $5, start_date = coalesce(start_date, $5)
        WHERE id_app = $1 AND id_enrollment = $2 AND id_content_item = $3 AND id_sco = $4 RETURNING 1`,
      [run.idApp, run.idEnrollment, run.idContentItem, run.idSco, now],
    );
    if (updated.length === 0) await insertScoEnrollment(tx, run, now);
  });
}

/**
 * The lesson row of a kept run's first data (its launch counted nothing, the learner was maybe offline):
 * created when missing, counting that one access, as a launch would have.
 */
export async function ensureScoEnrollment(tx: Queryable, run: ScormRun, now: Date): Promise<void> {
  if (!(await scoEnrollmentOf(tx, run))) await insertScoEnrollment(tx, run, now);
}

/** A learner's first row in a lesson: one access, started now. */
async function insertScoEnrollment(tx: Queryable, run: ScormRun, now: Date): Promise<void> {
  const next = await nextId(tx, 'scorm_sco_enrollments', 'id_sco_enrollment', run.idApp);
  await tx.query(
    `INSERT INTO scorm_sco_enrollments (id_app, id_sco_enrollment, id_user, id_enrollment, id_content_item, id_sco,
                                        number_of_access, start_date, last_access_date)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $7)`,
    [run.idApp, next, run.idUser, run.idEnrollment, run.idContentItem, run.idSco, now],
  );
}

/** The paths of a package's files, for the kept copy of a run (views.ts keptFilesView). */
export async function packageFilePaths(db: Queryable, idApp: number, idPackage: number): Promise<string[]> {
  const rows = await db.query<{ path: string }>(
    'SELECT path FROM scorm_package_files WHERE id_app = $1 AND id_package = $2 ORDER BY path',
    [idApp, idPackage],
  );
  return rows.map((row) => row.path);
}

/**
 * Stores what a commit or finish reports (rules.ts savedRuntimeData decided it). The total time never
 * passes `maxTotalSeconds`, whatever was stored before.
 */
export async function saveRuntimeData(
  db: Queryable,
  idApp: number,
  idScoEnrollment: number,
  saved: SavedRuntimeData,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE scorm_sco_enrollments
        SET status = $2, grade = coalesce($3, grade), score = coalesce($4::jsonb, score),
            location = $5, suspend_data = $6, exit_mode = $7, cmi = $8::jsonb,
            -- At the standard's precision (0.01 s): a sum of doubles carries noise (346.08000000000004).
            total_seconds = least(round((total_seconds + $9)::numeric, 2)::double precision, $12),
            last_access_date = $10,
            finish_date = CASE WHEN $11 THEN $10 ELSE finish_date END
      WHERE id_app = $1 AND id_sco_enrollment = $13`,
    [
      idApp,
      saved.status,
      saved.fields.grade,
      saved.fields.score ? JSON.stringify(saved.fields.score) : null,
      saved.fields.location,
      saved.fields.suspendData,
      saved.fields.exitMode,
      JSON.stringify(saved.fields.cmi),
      saved.addedSeconds,
      now,
      saved.finishes,
      saved.maxTotalSeconds,
      idScoEnrollment,
    ],
  );
}
