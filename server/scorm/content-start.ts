// Opening a package starts its content (learning-area.md 4.2 'Em andamento'), as the other viewers' first
// open does, and the enrolment's status follows: at a lesson's play (launch.ts), or, for a kept run, whose
// play started nothing (the learner may never open it offline), at its first data (kept-runtime-data.ts).
import type { Queryable } from '../db/database.ts';
import { refreshEnrollmentStatus } from '../learning/progress.ts';
import {
  contentEnrollmentRow,
  insertContentEnrollmentIn,
  updateContentEnrollment,
} from '../learning/store-progress.ts';
import { loadLearningView } from '../learning/view-model.ts';
import type { ScormRun } from './store-runs.ts';

/**
 * The run's content enrolment IN_PROGRESS: a new row, or one listed NOT_ATTEMPTED before (a course's
 * seeded contents, issue 22); a row already on its way or done stays as it is.
 */
export async function startContent(db: Queryable, run: ScormRun, now: Date): Promise<void> {
  const listed = await contentEnrollmentRow(db, run);
  if (listed && listed.status !== 'NOT_ATTEMPTED') return;
  if (listed)
    await updateContentEnrollment(db, run.idApp, listed, { status: 'IN_PROGRESS', progress: 0 }, now);
  // Two first opens at once store one row (ON CONFLICT): the other finds nothing to refresh.
  else if (!(await insertContentEnrollmentIn(db, { ...run, status: 'IN_PROGRESS', progress: 0 }, now)))
    return;
  const view = await loadLearningView(db, run.idApp, run.idUser, now);
  const enrollment = view.learner.enrollments.find((row) => row.idEnrollment === run.idEnrollment);
  if (enrollment) await refreshEnrollmentStatus(db, view, enrollment, run.idApp);
}
