// Writes of a learner's lesson rows (scorm_sco_enrollments): an access at each launch, the run-time data
// at each commit, and at finish the session time added to the total and the finish date once done.
import type { Database, Queryable } from '../db/database.ts';
import { nextId } from '../db/next-id.ts';
import { isDoneStatus } from '../../src/shared-rules/learning-locks.ts';
import { nextStatus, type RuntimeFields } from './runtime-data.ts';
import { scoEnrollmentColumns, type ScoEnrollmentRow } from './scorm-lessons.ts';
import type { ScormRun } from './scorm-runs.ts';

/** Counts a launch, creating the row at the first one. */
export async function countAccess(db: Database, run: ScormRun, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE scorm_sco_enrollments
          SET number_of_access = number_of_access + 1, last_access_date = $5, start_date = coalesce(start_date, $5)
        WHERE id_app = $1 AND id_enrollment = $2 AND id_content_item = $3 AND id_sco = $4 RETURNING 1`,
      [run.idApp, run.idEnrollment, run.idContentItem, run.idSco, now],
    );
    if (updated.length > 0) return;
    const next = await nextId(tx, 'scorm_sco_enrollments', 'id_sco_enrollment', run.idApp);
    await tx.query(
      `INSERT INTO scorm_sco_enrollments (id_app, id_sco_enrollment, id_user, id_enrollment, id_content_item, id_sco,
                                          number_of_access, start_date, last_access_date)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $7)`,
      [run.idApp, next, run.idUser, run.idEnrollment, run.idContentItem, run.idSco, now],
    );
  });
}

export async function scoEnrollmentOf(db: Queryable, run: ScormRun): Promise<ScoEnrollmentRow | undefined> {
  const [row] = await db.query<ScoEnrollmentRow>(
    `SELECT ${scoEnrollmentColumns} FROM scorm_sco_enrollments
      WHERE id_app = $1 AND id_enrollment = $2 AND id_content_item = $3 AND id_sco = $4`,
    [run.idApp, run.idEnrollment, run.idContentItem, run.idSco],
  );
  return row;
}

/**
 * Stores what a commit or finish reports. A finish also adds the session time to the total and dates the
 * lesson's end once it is done; an asset (no run-time calls) is done by being opened and closed.
 */
export async function saveRuntimeData(
  db: Queryable,
  run: ScormRun,
  fields: RuntimeFields,
  finish: { asset: boolean } | undefined,
  now: Date,
): Promise<ScoEnrollmentRow | undefined> {
  const stored = await scoEnrollmentOf(db, run);
  if (!stored) return undefined;
  const reported = finish?.asset && fields.status === undefined ? 'COMPLETED' : fields.status;
  const status = nextStatus(stored.status, reported);
  const finishes = finish !== undefined && isDoneStatus(status) && stored.finishDate === null;
  await db.query(
    `UPDATE scorm_sco_enrollments
        SET status = $2, grade = coalesce($3, grade), score = coalesce($4::jsonb, score),
            location = $5, suspend_data = $6, exit_mode = $7, cmi = $8::jsonb,
            total_seconds = total_seconds + $9, last_access_date = $10,
            finish_date = CASE WHEN $11 THEN $10 ELSE finish_date END
      WHERE id_app = $1 AND id_sco_enrollment = $12`,
    [
      run.idApp,
      status,
      fields.grade,
      fields.score ? JSON.stringify(fields.score) : null,
      fields.location,
      fields.suspendData,
      fields.exitMode,
      JSON.stringify(fields.cmi),
      finish ? fields.sessionSeconds : 0,
      now,
      finishes,
      stored.idScoEnrollment,
    ],
  );
  return scoEnrollmentOf(db, run);
}
