// Enrolment requests and class attachments as the learner reads them (learning-area.md 4.6, 7.2, 7.3).
import type { Queryable } from '../db/database.ts';
import { loadLearnerStatusPage, type LearnerStatusPage } from '../db/learner-status-page.ts';

type RequestStatus = 'PENDING' | 'APPROVED' | 'DENIED' | 'CANCELED';

export async function hasEnrollmentRequests(db: Queryable, idApp: number, idUser: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM learning_enrollment_requests WHERE id_app = $1 AND id_user = $2 LIMIT 1',
    [idApp, idUser],
  );
  return rows.length > 0;
}

/** A page of the learner's requests in those statuses, newest first, and how many there are in all. */
export function loadEnrollmentRequests(db: Queryable, page: LearnerStatusPage) {
  return loadLearnerStatusPage<{
    id_enrollment_request: number;
    title: string;
    created_at: Date;
    status_date: Date | null;
    status: RequestStatus;
    reason: string | null;
    id_enrollment: number | null;
  }>(db, page, {
    table: 'learning_enrollment_requests',
    alias: 'r',
    select: `SELECT r.id_enrollment_request, n.title || ' - ' || (t.team ->> 'name') AS title, r.created_at,
            r.status_date, r.status, r.reason, e.id_enrollment
       FROM learning_enrollment_requests r
       JOIN learning_teams t ON t.id_app = r.id_app AND t.id_team = r.id_team
       JOIN learning_nodes n ON n.id_app = t.id_app AND n.node_code = t.node_code
       LEFT JOIN learning_enrollments e
         ON e.id_app = r.id_app AND e.id_team = r.id_team AND e.id_user = r.id_user AND r.status = 'APPROVED'`,
    orderBy: 'r.created_at DESC, r.id_enrollment_request DESC',
  });
}

/** The status of the learner's own request (undefined: none of theirs has that id). */
export async function findRequestStatus(
  db: Queryable,
  idApp: number,
  idUser: number,
  idEnrollmentRequest: number,
): Promise<string | undefined> {
  const [row] = await db.query<{ status: string }>(
    `SELECT status FROM learning_enrollment_requests
      WHERE id_app = $1 AND id_user = $2 AND id_enrollment_request = $3`,
    [idApp, idUser, idEnrollmentRequest],
  );
  return row?.status;
}

export async function cancelRequest(db: Queryable, idApp: number, idEnrollmentRequest: number, now: Date) {
  await db.query(
    `UPDATE learning_enrollment_requests SET status = 'CANCELED', status_date = $3
      WHERE id_app = $1 AND id_enrollment_request = $2`,
    [idApp, idEnrollmentRequest, now],
  );
}

/** The learner has (or had) an enrolment in the class. */
export async function isInTeam(db: Queryable, idApp: number, idUser: number, idTeam: number) {
  const rows = await db.query(
    'SELECT 1 FROM learning_enrollments WHERE id_app = $1 AND id_user = $2 AND id_team = $3 LIMIT 1',
    [idApp, idUser, idTeam],
  );
  return rows.length > 0;
}

/** The class's attachments in order. */
export async function loadAttachments(db: Queryable, idApp: number, idTeam: number): Promise<unknown[]> {
  const rows = await db.query<{ attachment: unknown }>(
    'SELECT attachment FROM learning_attachments WHERE id_app = $1 AND id_team = $2 ORDER BY position',
    [idApp, idTeam],
  );
  return rows.map((row) => row.attachment);
}
