// The status filter of the external courses (learning-area.md 2.4, 4.9). It starts with every status
// ticked: a learner has few external courses, and one who opens the tab is looking for the answer to a
// request (validated or rejected) as much as for what is still under review; starting at PENDING only,
// as the enrolment requests do (4.6), would hide the REJECTED course waiting to be resent.
import { externalCourseStatuses, type ExternalCourseStatus } from '../../../shared-rules/external-course';

export const DEFAULT_EXTERNAL_COURSE_STATUSES: readonly ExternalCourseStatus[] = externalCourseStatuses;

/** One status ticked or unticked; the list keeps the statuses' own order. */
export function toggleCourseStatus(
  selected: readonly ExternalCourseStatus[],
  status: ExternalCourseStatus,
): ExternalCourseStatus[] {
  const next = new Set(selected);
  if (next.has(status)) next.delete(status);
  else next.add(status);
  return externalCourseStatuses.filter((candidate) => next.has(candidate));
}
