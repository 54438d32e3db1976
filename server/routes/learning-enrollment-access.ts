// The guard of every call made inside an enrollment (learning-area.md 6): the learner named by the
// path is the signed-in one, the enrollment is theirs and still opens its node. Shared by the progress
// and the evaluation routes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticatedOf } from '../auth/session-guard.ts';
import { failure } from '../messages.ts';
import { learningMessages } from '../messages-learning.ts';
import type { RouteContext } from '../route-context.ts';
import { isActiveEnrollment, loadLearningView } from './learning-views.ts';

/** The learner's own active enrollment named by the call with its learning view, or undefined once the refusal is sent. */
export async function ownActiveEnrollment(
  context: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  idUser: number,
  idEnrollment: number,
) {
  const { tenant, session } = authenticatedOf(request);
  if (idUser !== session.idUser) {
    void reply.code(403).send(failure(learningMessages.otherLearner));
    return undefined;
  }
  const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
  const enrollment = view.learner.enrollments.find((candidate) => candidate.idEnrollment === idEnrollment);
  if (!enrollment) {
    void reply.code(404).send(failure(learningMessages.enrollmentNotFound));
    return undefined;
  }
  if (!isActiveEnrollment(enrollment)) {
    void reply.code(403).send(failure(learningMessages.enrollmentRequired));
    return undefined;
  }
  return { view, enrollment, idApp: tenant.idApp };
}
