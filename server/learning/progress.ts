// The enrolment's own status and progress follow its content (learning-area.md 4.1, 4.3), after every
// change of a content enrolment or questionnaire.
import type { Queryable } from '../db/database.ts';
import type { LearnerEnrollment } from './store-learner.ts';
import { setEnrollmentProgress } from './store-enrollment.ts';
import { nodeProgress, type LearningView } from './view-model.ts';

/** The enrollment's status follows its content: started once any item is, COMPLETED when all are done. */
export async function refreshEnrollmentStatus(
  db: Queryable,
  view: LearningView,
  enrollment: LearnerEnrollment,
  idApp: number,
) {
  if (['COMPLETED', 'PASSED', 'FAILED', 'EXPIRED', 'CANCELED'].includes(enrollment.status)) return;
  const progress = nodeProgress(view, enrollment.nodeCode, enrollment);
  const status = progress >= 100 ? 'COMPLETED' : 'IN_PROGRESS';
  await setEnrollmentProgress(db, idApp, enrollment.idEnrollment, status, progress);
}
