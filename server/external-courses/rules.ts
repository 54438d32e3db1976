// The server's side of the form (learning-area.md 5): the body checked by the shared rules against the
// company's day on the server's clock, refused in the form's words with the field named.
import type { LearningExternalCourseBody } from '../../src/generated/types.ts';
import {
  checkExternalCourse,
  dayIn,
  externalCourseFields,
  workloadHours,
  type ExternalCourseInput,
  type ExternalCourseType,
} from '../../src/shared-rules/external-course.ts';
import { externalCourseFieldLabels } from '../../src/shared-rules/external-course-labels.ts';
import { refuse } from '../http/refusal.ts';
import type { CourseFields } from './store.ts';

/** The body's fields as the form holds them. */
export const inputOf = (body: LearningExternalCourseBody): ExternalCourseInput => ({
  title: body.title,
  type: body.type,
  workload: Number.isFinite(body.workload) ? String(body.workload) : '',
  startDate: body.startDate.trim(),
  finishDate: body.finishDate.trim(),
  expirationDate: body.expirationDate?.trim() ?? '',
  entityName: body.entityName,
});

/** The checked fields, or a 400 naming the first field in the form's order and its message. */
export function checkedFields(body: LearningExternalCourseBody, now: Date): CourseFields {
  const input = inputOf(body);
  const problems = checkExternalCourse(input, dayIn(now));
  const field = externalCourseFields.find((name) => problems[name]);
  if (field) return refuse(400, `${externalCourseFieldLabels[field]}: ${problems[field]}`);
  return {
    title: input.title.trim(),
    type: input.type as ExternalCourseType,
    workload: workloadHours(input.workload),
    startDate: input.startDate,
    finishDate: input.finishDate,
    expirationDate: input.expirationDate || null,
    entityName: input.entityName.trim(),
    evidencePath: body.evidencePath?.trim() || null,
  };
}
