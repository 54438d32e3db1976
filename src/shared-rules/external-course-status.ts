// What each status of an external course allows (learning-area.md 4.9): PENDING ('Em análise') can be
// edited or cancelled (for good); REJECTED ('Rejeitado') without a resubmission can be sent again, as a
// new request linked to it; with one, it is read-only, as APPROVED ('Validado') and CANCELED
// ('Cancelado') are. The tab offers what these say and the reference API refuses what they refuse.
import type { ExternalCourseStatus } from './external-course.ts';

export interface ExternalCourseState {
  status: ExternalCourseStatus;
  hasResubmission: boolean;
}

export type ExternalCourseAction = 'edit' | 'cancel' | 'resubmit' | 'view';

export const canEdit = (course: ExternalCourseState) => course.status === 'PENDING';

/** Cancelling cannot be undone: a CANCELED course stays so. */
export const canCancel = (course: ExternalCourseState) => course.status === 'PENDING';

export const canResubmit = (course: ExternalCourseState) =>
  course.status === 'REJECTED' && !course.hasResubmission;

/** A reviewer decides only what is still under review. */
export const canReview = (course: ExternalCourseState) => course.status === 'PENDING';

/** The actions of a row, in the order the row shows them. */
export function externalCourseActions(course: ExternalCourseState): ExternalCourseAction[] {
  if (canEdit(course)) return ['edit', 'cancel'];
  // The rejected course shows its reason in the form that resends it.
  if (canResubmit(course)) return ['resubmit'];
  return ['view'];
}

/** The statuses a review may give. */
export const reviewStatuses = ['APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
