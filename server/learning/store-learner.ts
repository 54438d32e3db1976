// What one learner did in the learning area (server/db/migrations/0006-learning.sql): enrolments with their
// classes, node and content progress, pending requests; read in one go for the learner's view.
import type { Team } from '../../src/generated/types.ts';
import type { Queryable } from '../db/database.ts';

export interface LearnerEnrollment {
  idEnrollment: number;
  idTeam: number;
  status: string;
  nodeCode: string;
  team: Team;
}

export interface LearnerNodeEnrollment {
  idNodeEnrollment: number;
  idEnrollment: number;
  nodeCode: string;
  idParentNodeEnrollment: number | null;
  status: string;
  progress: number;
}

export interface LearnerContentEnrollment {
  idContentEnrollment: number;
  idEnrollment: number;
  idNodeEnrollment: number | null;
  idContentItem: number;
  status: string;
  progress: number;
  grade: number | null;
  startDate: string | null;
  finishDate: string | null;
  lastAccessDate: string | null;
}

/** Everything one learner did in the learning area: enrollments with their classes, node and content progress. */
export interface LearnerState {
  idUser: number;
  enrollments: LearnerEnrollment[];
  nodeEnrollments: LearnerNodeEnrollment[];
  contentEnrollments: LearnerContentEnrollment[];
  pendingTeams: Set<number>;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function loadLearnerState(db: Queryable, idApp: number, idUser: number): Promise<LearnerState> {
  // Four reads at once (each its own statement, as before, so no less consistent): on PostgreSQL
  // each takes a pool connection, and a learning view waits for one round trip, not four.
  const [enrollments, nodeEnrollments, contentEnrollments, pending] = await Promise.all([
    db.query<{
      id_enrollment: number;
      id_team: number;
      status: string;
      node_code: string;
      team: Team;
    }>(
      `SELECT e.id_enrollment, e.id_team, e.status, t.node_code, t.team
       FROM learning_enrollments e JOIN learning_teams t ON t.id_app = e.id_app AND t.id_team = e.id_team
      WHERE e.id_app = $1 AND e.id_user = $2 ORDER BY e.id_enrollment`,
      [idApp, idUser],
    ),
    db.query<{
      id_node_enrollment: number;
      id_enrollment: number;
      node_code: string;
      id_parent_node_enrollment: number | null;
      status: string;
      progress: number;
    }>(
      `SELECT n.id_node_enrollment, n.id_enrollment, n.node_code, n.id_parent_node_enrollment, n.status, n.progress
       FROM learning_node_enrollments n
       JOIN learning_enrollments e ON e.id_app = n.id_app AND e.id_enrollment = n.id_enrollment
      WHERE n.id_app = $1 AND e.id_user = $2`,
      [idApp, idUser],
    ),
    db.query<{
      id_content_enrollment: number;
      id_enrollment: number;
      id_node_enrollment: number | null;
      id_content_item: number;
      status: string;
      progress: number;
      grade: number | null;
      start_date: Date | null;
      finish_date: Date | null;
      last_access_date: Date | null;
    }>(
      `SELECT c.* FROM learning_content_enrollments c
       JOIN learning_enrollments e ON e.id_app = c.id_app AND e.id_enrollment = c.id_enrollment
      WHERE c.id_app = $1 AND e.id_user = $2`,
      [idApp, idUser],
    ),
    db.query<{ id_team: number }>(
      `SELECT id_team FROM learning_enrollment_requests WHERE id_app = $1 AND id_user = $2 AND status = 'PENDING'`,
      [idApp, idUser],
    ),
  ]);
  return {
    idUser,
    enrollments: enrollments.map((row) => ({
      idEnrollment: row.id_enrollment,
      idTeam: row.id_team,
      status: row.status,
      nodeCode: row.node_code,
      team: row.team,
    })),
    nodeEnrollments: nodeEnrollments.map((row) => ({
      idNodeEnrollment: row.id_node_enrollment,
      idEnrollment: row.id_enrollment,
      nodeCode: row.node_code,
      idParentNodeEnrollment: row.id_parent_node_enrollment,
      status: row.status,
      progress: row.progress,
    })),
    contentEnrollments: contentEnrollments.map((row) => ({
      idContentEnrollment: row.id_content_enrollment,
      idEnrollment: row.id_enrollment,
      idNodeEnrollment: row.id_node_enrollment,
      idContentItem: row.id_content_item,
      status: row.status,
      progress: row.progress,
      grade: row.grade,
      startDate: iso(row.start_date),
      finishDate: iso(row.finish_date),
      lastAccessDate: iso(row.last_access_date),
    })),
    pendingTeams: new Set(pending.map((row) => row.id_team)),
  };
}
