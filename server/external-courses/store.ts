// The external courses as stored (server/db/migrations/0018-external-courses.sql). Only the learner's
// own rows are read for a learner (idUser in every query); a reviewer reads by id alone.
import type { Queryable } from '../db/database.ts';
import { insertReturning } from '../db/insert-returning.ts';
import type { ExternalCourseStatus, ExternalCourseType } from '../../src/shared-rules/external-course.ts';
import { loadLearnerStatusPage, type LearnerStatusPage } from '../db/learner-status-page.ts';

/** The fields a learner writes (checked by the shared rules first). */
export interface CourseFields {
  title: string;
  type: ExternalCourseType;
  workload: number;
  startDate: string;
  finishDate: string;
  expirationDate: string | null;
  entityName: string;
  evidencePath: string | null;
}

/** A stored course: the learner's fields, and what the server keeps around them. */
export interface CourseRow extends CourseFields {
  idUserExternalCourse: number;
  idUser: number;
  status: ExternalCourseStatus;
  statusReason: string | null;
  hasResubmission: boolean;
  creationDate: Date | string;
  lastModifiedDate: Date | string;
  idParentUserExternalCourse: number | null;
}

// Days leave as text: node-postgres would make a `date` a local midnight, a day off west of UTC.
const columns = `
  c.id_user_external_course AS "idUserExternalCourse", c.id_user AS "idUser", c.title, c.type,
  c.workload::float8 AS workload, to_char(c.start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(c.finish_date, 'YYYY-MM-DD') AS "finishDate", to_char(c.expiration_date, 'YYYY-MM-DD') AS "expirationDate",
  c.entity_name AS "entityName", c.evidence_path AS "evidencePath", c.status, c.status_reason AS "statusReason",
  EXISTS (SELECT 1 FROM learning_external_courses child
           WHERE child.id_app = c.id_app
             AND child.id_parent_user_external_course = c.id_user_external_course) AS "hasResubmission",
  c.created_at AS "creationDate", c.last_modified_at AS "lastModifiedDate",
  c.id_parent_user_external_course AS "idParentUserExternalCourse"`;

/** A page of the learner's courses in those statuses, newest first, and how many there are in all. */
export function loadCourses(db: Queryable, page: LearnerStatusPage) {
  return loadLearnerStatusPage<CourseRow>(db, page, {
    table: 'learning_external_courses',
    alias: 'c',
    select: `SELECT ${columns} FROM learning_external_courses c`,
    orderBy: 'c.created_at DESC, c.id_user_external_course DESC',
  });
}

/** One course: the learner's own when idUser is given (another's is not found), any of the tenant's else. */
export async function findCourse(
  db: Queryable,
  idApp: number,
  id: number,
  idUser?: number,
): Promise<CourseRow | undefined> {
  const [row] = await db.query<CourseRow>(
    `SELECT ${columns} FROM learning_external_courses c
      WHERE c.id_app = $1 AND c.id_user_external_course = $2 AND ($3::int IS NULL OR c.id_user = $3)`,
    [idApp, id, idUser ?? null],
  );
  return row;
}

const fieldValues = (fields: CourseFields) => [
  fields.title,
  fields.type,
  fields.workload,
  fields.startDate,
  fields.finishDate,
  fields.expirationDate,
  fields.entityName,
  fields.evidencePath,
];

/** A new PENDING course (a resubmission names its parent); its id comes from the table's identity. */
export async function insertCourse(
  db: Queryable,
  course: { idApp: number; idUser: number; fields: CourseFields; idParent: number | null; at: Date },
): Promise<number> {
  const row = await insertReturning<{ id: number }>(
    db,
    `INSERT INTO learning_external_courses
       (id_app, id_user, title, type, workload, start_date, finish_date, expiration_date, entity_name,
        evidence_path, status, id_parent_user_external_course, created_at, last_modified_at)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8::date, $9, $10, 'PENDING', $11, $12, $12)
     RETURNING id_user_external_course AS id`,
    [course.idApp, course.idUser, ...fieldValues(course.fields), course.idParent, course.at],
  );
  return row.id;
}

/**
 * Writes a PENDING course's fields; false when it is no longer PENDING (cancelled or reviewed since it
 * was read): the condition is in the statement, so no review slips in between.
 */
export async function updatePendingCourse(
  db: Queryable,
  idApp: number,
  id: number,
  fields: CourseFields,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE learning_external_courses
        SET title = $3, type = $4, workload = $5, start_date = $6::date, finish_date = $7::date,
            expiration_date = $8::date, entity_name = $9, evidence_path = $10, last_modified_at = $11
      WHERE id_app = $1 AND id_user_external_course = $2 AND status = 'PENDING'
      RETURNING 1`,
    [idApp, id, ...fieldValues(fields), at],
  );
  return rows.length > 0;
}

/** PENDING -> CANCELED, APPROVED or REJECTED; false when it was no longer PENDING. */
export async function closePendingCourse(
  db: Queryable,
  idApp: number,
  id: number,
  status: Exclude<ExternalCourseStatus, 'PENDING'>,
  reason: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE learning_external_courses SET status = $3, status_reason = $4, last_modified_at = $5
      WHERE id_app = $1 AND id_user_external_course = $2 AND status = 'PENDING'
      RETURNING 1`,
    [idApp, id, status, reason, at],
  );
  return rows.length > 0;
}
