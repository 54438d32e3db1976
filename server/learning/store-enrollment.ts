// The learners' own rows of the learning area (server/db/schema-learning.sql): enrolments, enrolment
// requests and node enrolments. Ids come from nextId (per tenant).
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

/** A direct enrolment, NOT_ATTEMPTED; its id. */
export async function insertEnrollment(tx: Queryable, row: NewEnrollment): Promise<number> {
  const idEnrollment = await nextId(tx, 'learning_enrollments', 'id_enrollment', row.idApp);
  await tx.query(
    `INSERT INTO learning_enrollments (id_app, id_enrollment, id_user, id_team, status, progress, created_at)
     VALUES ($1, $2, $3, $4, 'NOT_ATTEMPTED', 0, $5)`,
    [row.idApp, idEnrollment, row.idUser, row.idTeam, row.now],
  );
  return idEnrollment;
}

/** A PENDING request for approval; its id. */
export async function insertEnrollmentRequest(tx: Queryable, row: NewEnrollment): Promise<number> {
  const newId = await nextId(tx, 'learning_enrollment_requests', 'id_enrollment_request', row.idApp);
  await tx.query(
    `INSERT INTO learning_enrollment_requests (id_app, id_enrollment_request, id_user, id_team, status, created_at)
     VALUES ($1, $2, $3, $4, 'PENDING', $5)`,
    [row.idApp, newId, row.idUser, row.idTeam, row.now],
  );
  return newId;
}

export interface NewNodeEnrollment {
  idApp: number;
  idEnrollment: number;
  nodeCode: string;
  idParentNodeEnrollment: number | null;
}

/** The learner's row in a node of the enrolment's course, NOT_ATTEMPTED; its id. */
export async function insertNodeEnrollment(tx: Queryable, row: NewNodeEnrollment): Promise<number> {
  const next = await nextId(tx, 'learning_node_enrollments', 'id_node_enrollment', row.idApp);
  await tx.query(
    `INSERT INTO learning_node_enrollments
       (id_app, id_node_enrollment, id_enrollment, node_code, id_parent_node_enrollment, status, progress)
     VALUES ($1, $2, $3, $4, $5, 'NOT_ATTEMPTED', 0)`,
    [row.idApp, next, row.idEnrollment, row.nodeCode, row.idParentNodeEnrollment],
  );
  return next;
}

/** The enrolment's status and progress as its content makes them (progress.ts). */
export async function setEnrollmentProgress(
  db: Queryable,
  idApp: number,
  idEnrollment: number,
  status: string,
  progress: number,
): Promise<void> {
  await db.query(
    'UPDATE learning_enrollments SET status = $3, progress = $4 WHERE id_app = $1 AND id_enrollment = $2',
    [idApp, idEnrollment, status, progress],
  );
}
