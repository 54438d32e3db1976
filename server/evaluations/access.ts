// Who may touch which questionnaire (learning-area.md 6, 4.5): the learner's own active enrollment
// (the learning core's guard), an evaluation of its course, a node enrollment of that course above the
// evaluation, and a questionnaire of that learner, enrollment and evaluation (another's is not found).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteContext } from '../route-context.ts';
import { ownEnrollment } from '../learning/access.ts';
import type { LearningView } from '../learning/view-model.ts';
import { refuse } from '../http/refusal.ts';
import { type LearnerEnrollment } from '../learning/store-learner.ts';
import { ancestry, subtree } from '../learning/store.ts';
import { finishQuestionnaire } from './finish.ts';
import { learningEvaluationMessages as texts } from './messages.ts';
import { pastDeadline } from './rules.ts';
import { loadQuestionnaire, loadQuestions, type StoredEvaluation } from './store.ts';

export interface EvaluationParams {
  idUser: number;
  idEnrollment: number;
  idEvaluation: number;
}
export interface QuestionnaireParams extends EvaluationParams {
  idQuestionnaire: number;
}

/**
 * The enrollment and the evaluation of its course named by the call. Undefined once the enrollment
 * guard has answered its refusal (it sends it itself); a refusal of its own is thrown.
 */
export async function evaluationInEnrollment(
  context: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { idUser, idEnrollment, idEvaluation }: EvaluationParams,
) {
  const found = await ownEnrollment(context, request, idUser, idEnrollment);
  const { view, enrollment } = found;
  const evaluation = view.evaluations.find((candidate) => candidate.idEvaluation === idEvaluation);
  const inCourse =
    evaluation !== undefined &&
    subtree(view.tree, enrollment.nodeCode).some((node) => node.nodeCode === evaluation.nodeCode);
  if (!evaluation || !inCourse) return refuse(404, texts.evaluationNotFound);
  return { ...found, evaluation };
}

/**
 * The questionnaire named by the call, the learner's own in that enrollment and evaluation, finished
 * first when its deadline has passed (graded with what was stored, at the deadline itself).
 */
export async function ownQuestionnaire(
  context: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  params: QuestionnaireParams,
) {
  const found = await evaluationInEnrollment(context, request, reply, params);
  if (!found) return undefined;
  const { view, enrollment, idApp, evaluation } = found;
  const stored = await loadQuestionnaire(context.db, idApp, params.idQuestionnaire);
  if (
    !stored ||
    stored.idUser !== view.learner.idUser ||
    stored.idEnrollment !== enrollment.idEnrollment ||
    stored.idEvaluation !== evaluation.idEvaluation
  ) {
    return refuse(404, texts.questionnaireNotFound);
  }
  const now = context.now();
  const questions = await loadQuestions(context.db, idApp, evaluation.idEvaluation);
  const questionnaire =
    !stored.finishDate && pastDeadline(stored, now)
      ? await finishQuestionnaire(context, idApp, enrollment, stored, evaluation, questions, stored.deadline)
      : stored;
  return { ...found, questionnaire, questions, now };
}

/** The node enrollment the body names: the enrollment's own, of the evaluation's node or one above it. */
export function nodeEnrollmentFor(
  view: LearningView,
  enrollment: LearnerEnrollment,
  evaluation: StoredEvaluation,
  idNodeEnrollment: number,
) {
  const codes = new Set(ancestry(view.tree, evaluation.nodeCode).map((node) => node.nodeCode));
  return view.learner.nodeEnrollments.find(
    (row) =>
      row.idNodeEnrollment === idNodeEnrollment &&
      row.idEnrollment === enrollment.idEnrollment &&
      codes.has(row.nodeCode),
  );
}
