// The guard of every call made inside an enrollment (learning-area.md 6): the learner named by the
// path is the signed-in one, the enrollment is theirs and still opens its node. Shared by the progress,
// the evaluation and the SCORM routes; the content a progress write names is checked by ownContent.
import type { FastifyRequest } from 'fastify';
import { authenticatedOf } from '../auth/session-guard.ts';
import { contentRefusal } from '../evaluations/course-views.ts';
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { learningMessages } from './messages.ts';
import { contentsInOrder } from './navigation.ts';
import { isOwnNodeEnrollment } from './rules.ts';
import type { StoredContent } from './store.ts';
import type { LearnerEnrollment } from './store-learner.ts';
import {
  closedEnrollmentMessage,
  isActiveEnrollment,
  loadLearningView,
  type LearningView,
} from './view-model.ts';

/** The signed-in learner of the host's tenant, when the call names them: another id is refused (6). */
export function ownLearner(request: FastifyRequest, idUser: number): { idApp: number; idUser: number } {
  const { tenant, session } = authenticatedOf(request);
  if (idUser !== session.idUser) return refuse(403, learningMessages.otherLearner);
  return { idApp: tenant.idApp, idUser: session.idUser };
}

/** The learner's own active enrollment named by the call, with the learning view; else a refusal. */
export async function ownEnrollment(
  context: RouteContext,
  request: FastifyRequest,
  idUser: number,
  idEnrollment: number,
) {
  const learner = ownLearner(request, idUser);
  const view = await loadLearningView(context.db, learner.idApp, learner.idUser, context.now());
  const enrollment = view.learner.enrollments.find((candidate) => candidate.idEnrollment === idEnrollment);
  if (!enrollment) return refuse(404, learningMessages.enrollmentNotFound);
  if (!isActiveEnrollment(enrollment)) return refuse(403, closedEnrollmentMessage([enrollment]));
  return { view, enrollment, idApp: learner.idApp };
}

/**
 * The content a progress write names (POST /content-enrollments/, PUT .../contents/{c}/progress), if the
 * learner may move it now: it is in the enrollment's course, the node enrollment is theirs in it, it is
 * not restricted (403) and neither its sequence nor a pre-test holds it back (409, 4.3); else a refusal.
 */
export function ownContent(
  view: LearningView,
  enrollment: LearnerEnrollment,
  idNodeEnrollment: number,
  idContentItem: number,
): StoredContent {
  const content = contentsInOrder(view, enrollment.nodeCode).find(
    (candidate) => candidate.item.idContentItem === idContentItem,
  );
  if (!content) return refuse(404, learningMessages.contentNotInEnrollment);
  if (!isOwnNodeEnrollment(view.learner, enrollment.idEnrollment, idNodeEnrollment))
    return refuse(404, learningMessages.nodeEnrollmentNotFound);
  if (content.item.hasAccess === false) return refuse(403, learningMessages.restricted);
  const refusal = contentRefusal(view, enrollment, content);
  if (refusal) return refuse(409, refusal);
  return content;
}
