// The guard of every call made inside an enrollment (learning-area.md 6): the learner named by the
// path is the signed-in one, the enrollment is theirs and still opens its node. Shared by the progress,
// the evaluation and the SCORM routes.
import type { FastifyRequest } from 'fastify';
import { authenticatedOf } from '../auth/session-guard.ts';
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { learningMessages } from './messages.ts';
import { closedEnrollmentMessage, isActiveEnrollment, loadLearningView } from './view-model.ts';

/** The learner's own active enrollment named by the call, with the learning view; else a refusal. */
export async function ownEnrollment(
  context: RouteContext,
  request: FastifyRequest,
  idUser: number,
  idEnrollment: number,
) {
  const { tenant, session } = authenticatedOf(request);
  if (idUser !== session.idUser) return refuse(403, learningMessages.otherLearner);
  const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
  const enrollment = view.learner.enrollments.find((candidate) => candidate.idEnrollment === idEnrollment);
  if (!enrollment) return refuse(404, learningMessages.enrollmentNotFound);
  if (!isActiveEnrollment(enrollment)) return refuse(403, closedEnrollmentMessage([enrollment]));
  return { view, enrollment, idApp: tenant.idApp };
}
