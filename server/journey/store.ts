// The learner's enrolments as the history reads them, and the certificates' authenticity codes
// (learning-area.md 3 History row, 7.5; migration 0017).
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
  authenticity_id: string | null;
}

const historySql = `
  SELECT e.id_enrollment, e.id_user, e.status, e.progress, e.created_at, e.finish_date, e.validity_date,
         e.grade, n.node_code, n.title, n.node, t.team, c.authenticity_id,
         (SELECT ci.id_content_item FROM learning_contents ci
           WHERE ci.id_app = n.id_app AND ci.node_code = n.node_code ORDER BY ci.position LIMIT 1) AS id_content_item
    FROM learning_enrollments e
    JOIN learning_teams t ON t.id_app = e.id_app AND t.id_team = e.id_team
    JOIN learning_nodes n ON n.id_app = t.id_app AND n.node_code = t.node_code
    LEFT JOIN learning_certificates c ON c.id_app = e.id_app AND c.id_enrollment = e.id_enrollment`;

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

/**
 * The enrolment's authenticity code: the one stored, or `fresh` stored now. One per enrolment, so a
 * second download (or two at once) gives the same code.
 */
export async function certificateCode(
  db: Queryable,
  row: { idApp: number; idEnrollment: number; idUser: number; now: Date },
  fresh: string,
): Promise<string> {
  await db.query(
    `INSERT INTO learning_certificates (id_app, authenticity_id, id_enrollment, id_user, issued_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id_app, id_enrollment) DO NOTHING`,
    [row.idApp, fresh, row.idEnrollment, row.idUser, row.now],
  );
  const [stored] = await db.query<{ authenticity_id: string }>(
    'SELECT authenticity_id FROM learning_certificates WHERE id_app = $1 AND id_enrollment = $2',
    [row.idApp, row.idEnrollment],
  );
  return stored?.authenticity_id ?? fresh;
}

/** The certificate a code names, with its learner and course; undefined for an unknown code. */
export async function findCertificate(db: Queryable, idApp: number, authenticityId: string) {
  const [row] = await db.query<StoredHistoryRow & { name: string }>(
    `${historySql.replace('SELECT e.id_enrollment,', 'SELECT u.name, e.id_enrollment,')}
      JOIN users u ON u.id_app = e.id_app AND u.id_user = e.id_user
     WHERE e.id_app = $1 AND c.authenticity_id = $2`,
    [idApp, authenticityId],
  );
  return row;
}
