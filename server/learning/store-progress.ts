// A learner's progress in content items (learning-area.md 4.2, 4.3): the first row in an item, and how
// later calls move it. Ids come from nextId (per tenant).
import type { Database, Queryable } from '../db/database.ts';
import { nextId } from '../db/next-id.ts';

export interface NewContentEnrollment {
  idApp: number;
  idEnrollment: number;
  idNodeEnrollment: number | null;
  idContentItem: number;
  status: string;
  progress: number;
  /** The device's number of the write (offline progress, store-content-progress.ts); else null. */
  clientSeq?: number | null;
}

/**
 * A learner's first row in a content item (COMPLETED ones are finished now), unless the enrolment has
 * one already: simultaneous first opens store one row (the key of enrolment and item, ON CONFLICT), and
 * only the call that stored it is told so (true).
 */
export async function insertContentEnrollment(
  db: Database,
  row: NewContentEnrollment,
  now: Date,
): Promise<boolean> {
  return db.transaction((tx) => insertContentEnrollmentIn(tx, row, now));
}

/** insertContentEnrollment inside the caller's transaction (the offline progress write holds one). */
export async function insertContentEnrollmentIn(
  tx: Queryable,
  row: NewContentEnrollment,
  now: Date,
): Promise<boolean> {
  const next = await nextId(tx, 'learning_content_enrollments', 'id_content_enrollment', row.idApp);
  const created = await tx.query(
    `INSERT INTO learning_content_enrollments
       (id_app, id_content_enrollment, id_enrollment, id_node_enrollment, id_content_item, status, progress,
        start_date, finish_date, last_access_date, client_seq)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $10)
     ON CONFLICT (id_app, id_enrollment, id_content_item) DO NOTHING
     RETURNING id_content_enrollment`,
    [
      row.idApp,
      next,
      row.idEnrollment,
      row.idNodeEnrollment,
      row.idContentItem,
      row.status,
      row.status === 'COMPLETED' ? 100 : row.progress,
      now,
      row.status === 'COMPLETED' ? now : null,
      row.clientSeq ?? null,
    ],
  );
  return created.length > 0;
}

/** Whether the enrolment has a row in the content item already (any status). */
/** The content enrollment of this enrolment and item, if it has one: what updateContentEnrollment takes. */
export async function contentEnrollmentRow(
  db: Queryable,
  row: Pick<NewContentEnrollment, 'idApp' | 'idEnrollment' | 'idContentItem'>,
): Promise<{ idContentEnrollment: number; status: string; progress: number } | undefined> {
  const found = await db.query<{ idContentEnrollment: number; status: string; progress: number }>(
    `SELECT id_content_enrollment AS "idContentEnrollment", status, progress FROM learning_content_enrollments
      WHERE id_app = $1 AND id_enrollment = $2 AND id_content_item = $3`,
    [row.idApp, row.idEnrollment, row.idContentItem],
  );
  return found[0];
}

/** A COMPLETED (or PASSED) row stays so: later writes neither reopen it nor lower its progress. */
export const isFinishedContentStatus = (status: string) => ['COMPLETED', 'PASSED'].includes(status);

/**
 * Moves a content enrollment on: progress never goes back and a COMPLETED (or PASSED) row stays so.
 * With a clientSeq (the offline progress write) the row keeps it, so a replay of it is known.
 */
export async function updateContentEnrollment(
  db: Queryable,
  idApp: number,
  row: { idContentEnrollment: number; status: string; progress: number },
  change: { status: 'IN_PROGRESS' | 'COMPLETED'; progress: number; grade?: number | null },
  now: Date,
  clientSeq: number | null = null,
) {
  const done = isFinishedContentStatus(row.status);
  const completes = !done && change.status === 'COMPLETED';
  const status = done ? row.status : change.status;
  const progress = completes || done ? 100 : Math.max(row.progress, change.progress);
  await db.query(
    `UPDATE learning_content_enrollments
        SET status = $3, progress = $4, grade = coalesce($5, grade), last_access_date = $6,
            finish_date = CASE WHEN $7 THEN $6 ELSE finish_date END, client_seq = coalesce($8::int, client_seq)
      WHERE id_app = $1 AND id_content_enrollment = $2`,
    [idApp, row.idContentEnrollment, status, progress, change.grade ?? null, now, completes, clientSeq],
  );
}
