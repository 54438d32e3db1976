// The external course form's values (learning-area.md 5): what the fields hold, the zod schema that
// says the shared rules' messages under each field, and the body sent to the API. Today is the
// company's day on this device; the server checks again on its own clock.
import type { ExternalCourse, ExternalCourseBody } from '../../../api/external-courses';
import { z } from '../../../forms/zod';
import {
  checkExternalCourse,
  dayIn,
  externalCourseFields,
  workloadHours,
  type ExternalCourseField,
  type ExternalCourseInput,
} from '../../../shared-rules/external-course';

export type CourseFormValues = ExternalCourseInput;

export const courseFormFields: readonly ExternalCourseField[] = externalCourseFields;

export const emptyCourseValues: CourseFormValues = {
  title: '',
  type: '',
  workload: '',
  startDate: '',
  finishDate: '',
  expirationDate: '',
  entityName: '',
};

/** A stored course in the form (edit, or the rejected one being resent). */
export const valuesOfCourse = (course: ExternalCourse): CourseFormValues => ({
  title: course.title,
  type: course.type,
  workload: course.workload.toLocaleString('pt-BR', { maximumFractionDigits: 2, useGrouping: false }),
  startDate: course.startDate,
  finishDate: course.finishDate,
  expirationDate: course.expirationDate ?? '',
  entityName: course.entityName,
});

export const courseFormSchema = (today: () => string = () => dayIn(new Date())) =>
  z
    .object({
      title: z.string(),
      type: z.string(),
      workload: z.string(),
      startDate: z.string(),
      finishDate: z.string(),
      expirationDate: z.string(),
      entityName: z.string(),
    })
    .superRefine((values, context) => {
      const problems = checkExternalCourse(values, today());
      for (const field of externalCourseFields) {
        const message = problems[field];
        if (message) context.addIssue({ code: 'custom', path: [field], message });
      }
    });

/** The body of a create or edit; a resubmission names the rejected course it resends. */
export function bodyOf(
  values: CourseFormValues,
  evidencePath: string | null,
  idParent?: number,
): ExternalCourseBody {
  return {
    title: values.title.trim(),
    type: values.type,
    workload: workloadHours(values.workload),
    startDate: values.startDate,
    finishDate: values.finishDate,
    ...(values.expirationDate ? { expirationDate: values.expirationDate } : {}),
    entityName: values.entityName.trim(),
    ...(evidencePath ? { evidencePath } : {}),
    ...(idParent ? { idParentUserExternalCourse: idParent } : {}),
  };
}
