// A stored course as the API sends it (schemas/api/learning-external-course.json).
import type { LearningExternalCourse } from '../../src/generated/types.ts';
import type { CourseRow } from './store.ts';

export const courseView = (row: CourseRow): LearningExternalCourse => ({
  idUserExternalCourse: row.idUserExternalCourse,
  title: row.title,
  type: row.type,
  workload: row.workload,
  startDate: row.startDate,
  finishDate: row.finishDate,
  expirationDate: row.expirationDate,
  entityName: row.entityName,
  evidencePath: row.evidencePath,
  status: row.status,
  statusReason: row.statusReason,
  hasResubmission: row.hasResubmission,
  creationDate: new Date(row.creationDate).toISOString(),
  lastModifiedDate: new Date(row.lastModifiedDate).toISOString(),
  idParentUserExternalCourse: row.idParentUserExternalCourse,
});
