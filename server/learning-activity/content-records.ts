// What a learner's opening of a content leaves behind (learning-area.md 4.2, 7.3): an access record
// inside an enrollment, or a tracking record that may earn points. Both only for a content the learner
// may open now: their own active enrollment covers it and neither its sequence nor a pre-test above it
// holds it back (the learning core's rule, server/evaluations/course-views.ts contentRefusal).
import type { ApiSchemaTypes } from '../../src/generated/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { messages } from '../messages.ts';
import { learningMessages } from '../learning/messages.ts';
import { contentRefusal } from '../evaluations/course-views.ts';
import type { RouteContext } from '../route-context.ts';
import { parseUtcTime } from '../engagement/rules.ts';
import { isActiveEnrollment, loadLearningView } from '../learning/view-model.ts';
import { ancestry } from '../learning/store.ts';
import { trackingRefusal } from './rules.ts';
import { recordAccess, recordTracking } from './store.ts';

type Learner = { idApp: number; idUser: number };

/** POST /api/learning/contents/{id}/accesses: the ACCESS_CONTENT record of a content of the enrollment. */
export async function recordContentAccess(
  { db, now }: RouteContext,
  { idApp, idUser }: Learner,
  idContentItem: number,
  { idEnrollment, progress }: ApiSchemaTypes['learning-content-access-body'],
): Promise<void> {
  const view = await loadLearningView(db, idApp, idUser, now());
  const enrollment = view.learner.enrollments.find((row) => row.idEnrollment === idEnrollment);
  if (!enrollment) return refuse(404, learningMessages.enrollmentNotFound);
  if (!isActiveEnrollment(enrollment)) return refuse(403, learningMessages.enrollmentRequired);
  const content = view.contents.find((row) => row.item.idContentItem === idContentItem);
  const inCourse =
    content !== undefined &&
    ancestry(view.tree, content.nodeCode).some((node) => node.nodeCode === enrollment.nodeCode);
  if (!inCourse) return refuse(404, learningMessages.contentNotInEnrollment);
  const refusal = contentRefusal(view, enrollment, content);
  if (refusal) return refuse(409, refusal);
  await recordAccess(db, { idApp, idUser, idEnrollment, idContentItem, progress }, now());
}

/** POST /api/learning/contents/{id}/trackings: whether this first tracking earned the learner points. */
export async function recordContentTracking(
  { db, now }: RouteContext,
  { idApp, idUser }: Learner,
  idContent: number,
  { startTime, idContentItem, idSection, seconds }: ApiSchemaTypes['learning-tracking-body'],
): Promise<boolean> {
  if (idContentItem !== idContent) return refuse(400, learningMessages.trackingOfAnotherContent);
  const started = parseUtcTime(startTime);
  if (!started) return refuse(400, messages.invalidTrackingTime);
  const view = await loadLearningView(db, idApp, idUser, now());
  const content = view.contents.find((row) => row.item.idContentItem === idContentItem);
  if (!content) return refuse(404, learningMessages.contentNotFound);
  const refusal = trackingRefusal(view, content);
  if (refusal) return refuse(refusal.status, refusal.message);
  const tracking = { idApp, idUser, idContentItem, idSection: idSection ?? null, started, seconds };
  return recordTracking(db, tracking, now());
}
