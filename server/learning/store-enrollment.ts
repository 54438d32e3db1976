// The learners' own rows of the learning area (server/db/migrations/0006-learning.sql): enrolments, enrolment
// requests and node enrolments. Ids come from nextId (per tenant). Each "create if missing" is one
// INSERT ... ON CONFLICT on the row's natural key, so simultaneous calls store one row (issue 17).
import type { Queryable } from '../db/database.ts';
import { nextId } from '../db/next-id.ts';

/** Enrolments that hold a place in their class: every one but those that ended without success. */
const placeHoldingStatuses = "status NOT IN ('EXPIRED', 'FAILED', 'CANCELED')";

/** Places taken in each class of the tenant (idTeam -> enrolments holding a place). */
export async function occupiedPlaces(db: Queryable, idApp: number): Promise<Map<number, number>> {
  const rows = await db.query<{ id_team: number; taken: number }>(
    `SELECT id_team, count(*)::int AS taken FROM learning_enrollments
      WHERE id_app = $1 AND ${placeHoldingStatuses} GROUP BY id_team`,
    [idApp],
  );
  return new Map(rows.map((row) => [row.id_team, row.taken]));
}

export interface NewEnrollment {
  idApp: number;
  idUser: number;
  idTeam: number;
  now: Date;
}

/**
 * Serialises the attempts on one class until the transaction ends, so the places counted are the places
 * left when the enrolment is stored (two learners cannot take the last place together).
 */
export async function lockTeam(tx: Queryable, idApp: number, idTeam: number): Promise<void> {
  await tx.query('SELECT 1 FROM learning_teams WHERE id_app = $1 AND id_team = $2 FOR UPDATE', [
    idApp,
    idTeam,
  ]);
}

/**
 * A direct enrolment, NOT_ATTEMPTED; its id, or undefined when the learner already holds a place in the
 * class (learning_enrollments_holding_place: a simultaneous attempt stored it first).
 */
export async function insertEnrollment(tx: Queryable, row: NewEnrollment): Promise<number | undefined> {
  const idEnrollment = await nextId(tx, 'learning_enrollments', 'id_enrollment', row.idApp);
  const [created] = await tx.query<{ id_enrollment: number }>(
    `INSERT INTO learning_enrollments (id_app, id_enrollment, id_user, id_team, status, progress, created_at)
     VALUES ($1, $2, $3, $4, 'NOT_ATTEMPTED', 0, $5)
     ON CONFLICT (id_app, id_user, id_team) WHERE ${placeHoldingStatuses} DO NOTHING
     RETURNING id_enrollment`,
    [row.idApp, idEnrollment, row.idUser, row.idTeam, row.now],
  );
  return created?.id_enrollment;
}

/**
 * A PENDING request for approval; its id, or undefined when the learner already waits in the class
 * (learning_enrollment_requests_pending: a simultaneous request stored it first).
 */
export async function insertEnrollmentRequest(
  tx: Queryable,
  row: NewEnrollment,
): Promise<number | undefined> {
  const newId = await nextId(tx, 'learning_enrollment_requests', 'id_enrollment_request', row.idApp);
  const [created] = await tx.query<{ id_enrollment_request: number }>(
    `INSERT INTO learning_enrollment_requests (id_app, id_enrollment_request, id_user, id_team, status, created_at)
     VALUES ($1, $2, $3, $4, 'PENDING', $5)
     ON CONFLICT (id_app, id_user, id_team) WHERE status = 'PENDING' DO NOTHING
     RETURNING id_enrollment_request`,
    [row.idApp, newId, row.idUser, row.idTeam, row.now],
  );
  return created?.id_enrollment_request;
}

export interface NewNodeEnrollment {
  idApp: number;
  idEnrollment: number;
  nodeCode: string;
  idParentNodeEnrollment: number | null;
}

/**
 * The learner's row in a node of the enrolment's course, NOT_ATTEMPTED, unless the enrolment has one:
 * its id, and whether this call stored it (simultaneous first opens store one row).
 */
export async function insertNodeEnrollment(
  tx: Queryable,
  row: NewNodeEnrollment,
): Promise<{ idNodeEnrollment: number; created: boolean }> {
  const next = await nextId(tx, 'learning_node_enrollments', 'id_node_enrollment', row.idApp);
  const [created] = await tx.query<{ id_node_enrollment: number }>(
    `INSERT INTO learning_node_enrollments
       (id_app, id_node_enrollment, id_enrollment, node_code, id_parent_node_enrollment, status, progress)
     VALUES ($1, $2, $3, $4, $5, 'NOT_ATTEMPTED', 0)
     ON CONFLICT (id_app, id_enrollment, node_code) DO NOTHING
     RETURNING id_node_enrollment`,
    [row.idApp, next, row.idEnrollment, row.nodeCode, row.idParentNodeEnrollment],
  );
  if (created) return { idNodeEnrollment: created.id_node_enrollment, created: true };
  // Stored by a simultaneous call, whose transaction has committed (the conflict waited for it).
  const [existing] = await tx.query<{ id_node_enrollment: number }>(
    `SELECT id_node_enrollment FROM learning_node_enrollments
      WHERE id_app = $1 AND id_enrollment = $2 AND node_code = $3`,
    [row.idApp, row.idEnrollment, row.nodeCode],
  );
  return { idNodeEnrollment: existing?.id_node_enrollment ?? next, created: false };
}

/**
 * The enrolment's status and progress as its content makes them (progress.ts). The first time it is
 * done (COMPLETED or PASSED) it keeps when: the history's 'Conclusão' and the certificate's date.
 */
export async function setEnrollmentProgress(
  db: Queryable,
  idApp: number,
  idEnrollment: number,
  status: string,
  progress: number,
): Promise<void> {
  await db.query(
    `UPDATE learning_enrollments
        SET status = $3, progress = $4,
            finish_date = CASE WHEN $3 IN ('COMPLETED', 'PASSED') THEN coalesce(finish_date, now()) ELSE finish_date END
      WHERE id_app = $1 AND id_enrollment = $2`,
    [idApp, idEnrollment, status, progress],
  );
}
