// The learner's enrolments as the history reads them, and the certificates issued with their
// authenticity codes (learning-area.md 3 History row, 7.5; migration 0017).
import type { Queryable } from '../db/database.ts';

export interface StoredHistoryRow {
  id_enrollment: number;
  id_user: number;
  status: string;
  progress: number;
  created_at: Date;
  finish_date: Date | null;
  validity_date: Date | null;
  grade: number | null;
  node_code: string;
  title: string;
  node: { status?: string; workload?: number };
  team: { allowAccessUponCompletion?: number; idCertificate?: number | null };
  id_content_item: number | null;
}

const historySql = `
  SELECT e.id_enrollment, e.id_user, e.status, e.progress, e.created_at, e.finish_date, e.validity_date,
         e.grade, n.node_code, n.title, n.node, t.team,
         (SELECT ci.id_content_item FROM learning_contents ci
           WHERE ci.id_app = n.id_app AND ci.node_code = n.node_code ORDER BY ci.position LIMIT 1) AS id_content_item
    FROM learning_enrollments e
    JOIN learning_teams t ON t.id_app = e.id_app AND t.id_team = e.id_team
    JOIN learning_nodes n ON n.id_app = t.id_app AND n.node_code = t.node_code`;

/** Every enrolment of the learner, the latest finished or started first. */
export function loadHistory(db: Queryable, idApp: number, idUser: number): Promise<StoredHistoryRow[]> {
  return db.query<StoredHistoryRow>(
    `${historySql}
      WHERE e.id_app = $1 AND e.id_user = $2
      ORDER BY coalesce(e.finish_date, e.created_at) DESC, e.id_enrollment DESC`,
    [idApp, idUser],
  );
}

export async function loadHistoryRow(
  db: Queryable,
  idApp: number,
  idEnrollment: number,
): Promise<StoredHistoryRow | undefined> {
  const [row] = await db.query<StoredHistoryRow>(
    `${historySql} WHERE e.id_app = $1 AND e.id_enrollment = $2`,
    [idApp, idEnrollment],
  );
  return row;
}

/** A certificate as issued: its code and what it certified then (migration 0017). */
export interface IssuedCertificate {
  authenticity_id: string;
  learner_name: string;
  title: string;
  start_date: Date;
  finish_date: Date | null;
  progress: number;
  workload: number | null;
}

const issuedColumns = 'authenticity_id, learner_name, title, start_date, finish_date, progress, workload';

/**
 * The enrolment's certificate: the one issued before, or one issued now under the code `fresh` with
 * these facts. One per enrolment, so a second download (or two at once) gives the same code and the
 * same text; the facts are those of its first issue.
 */
export async function issueCertificate(
  db: Queryable,
  issue: { idApp: number; idEnrollment: number; idUser: number; now: Date; code: string },
  facts: Omit<IssuedCertificate, 'authenticity_id'>,
): Promise<IssuedCertificate> {
  await db.query(
    `INSERT INTO learning_certificates
       (id_app, authenticity_id, id_enrollment, id_user, issued_at,
        learner_name, title, start_date, finish_date, progress, workload)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (id_app, id_enrollment) DO NOTHING`,
    [
      issue.idApp,
      issue.code,
      issue.idEnrollment,
      issue.idUser,
      issue.now,
      facts.learner_name,
      facts.title,
      facts.start_date,
      facts.finish_date,
      facts.progress,
      facts.workload,
    ],
  );
  const [stored] = await db.query<IssuedCertificate>(
    `SELECT ${issuedColumns} FROM learning_certificates WHERE id_app = $1 AND id_enrollment = $2`,
    [issue.idApp, issue.idEnrollment],
  );
  // The row was just written, or was there: it is found unless the enrolment was deleted meanwhile.
  return stored ?? { authenticity_id: issue.code, ...facts };
}

/** The certificate a code names, as issued; undefined for an unknown code. */
export async function findCertificate(
  db: Queryable,
  idApp: number,
  authenticityId: string,
): Promise<IssuedCertificate | undefined> {
  const [row] = await db.query<IssuedCertificate>(
    `SELECT ${issuedColumns} FROM learning_certificates WHERE id_app = $1 AND authenticity_id = $2`,
    [idApp, authenticityId],
  );
  return row;
}

/** The learner's name as the certificate writes it. */
export async function learnerName(db: Queryable, idApp: number, idUser: number): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    'SELECT name FROM users WHERE id_app = $1 AND id_user = $2',
    [idApp, idUser],
  );
  return row?.name ?? '';
}
