// The fixture's external courses (schemas/tenant-fixture.json learningExternalCourses), each added once:
// what a learner did to them since (edited, cancelled, resubmitted) survives a restart. Parents go in
// before their resubmissions, which name them.
import type { Queryable } from '../db/database.ts';
import { parentsFirst } from '../db/parents-first.ts';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';

export async function seedExternalCourses(tx: Queryable, fixture: TenantFixture): Promise<void> {
  const courses = fixture.learningExternalCourses ?? [];
  for (const course of parentsFirst(courses, (row) => row.idParentUserExternalCourse)) {
    await tx.query(
      `INSERT INTO learning_external_courses
         (id_app, id_user_external_course, id_user, title, type, workload, start_date, finish_date,
          expiration_date, entity_name, evidence_path, status, status_reason, id_parent_user_external_course,
          created_at, last_modified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date, $9::date, $10, NULL, $11, $12, $13,
               $14::timestamptz, coalesce($15::timestamptz, $14::timestamptz))
       ON CONFLICT DO NOTHING`,
      [
        fixture.app.idApp,
        course.idUserExternalCourse,
        course.idUser,
        course.title,
        course.type,
        course.workload,
        course.startDate,
        course.finishDate,
        course.expirationDate ?? null,
        course.entityName,
        course.status,
        course.statusReason ?? null,
        course.idParentUserExternalCourse ?? null,
        course.creationDate,
        course.lastModifiedDate ?? null,
      ],
    );
  }
}
