// Starting and restarting an evaluation (learning-area.md 4.5, 7.4): the open questionnaire when there
// is one, else (start) the latest finished one, else a new attempt while tries are left.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { refreshEnrollmentStatus } from '../routes/learning-progress-routes.ts';
import { isEvaluationLocked, loadLearningView, type LearningView } from '../routes/learning-views.ts';
import type { LearnerEnrollment } from '../store/learning-store.ts';
import { evaluationInEnrollment, nodeEnrollmentFor, type EvaluationParams } from './access.ts';
import { pickQuestions } from './grading.ts';
import { learningEvaluationMessages as texts } from './messages.ts';
import { startDecision, triesOf } from './rules.ts';
import { loadQuestions, type StoredEvaluation } from './store.ts';
import { insertQuestionnaire } from './store-writes.ts';

/** A new questionnaire: its questions picked (questionAmount), one answer row each, its deadline set. */
async function createQuestionnaire(
  context: RouteContext,
  idApp: number,
  view: LearningView,
  enrollment: LearnerEnrollment,
  idNodeEnrollment: number,
  evaluation: StoredEvaluation,
  attempt: number,
): Promise<number | undefined> {
  const questions = await loadQuestions(context.db, idApp, evaluation.idEvaluation);
  const now = context.now();
  const { timeLimit, questionAmount } = evaluation.fields.parameters;
  const created = await context.db.transaction((tx) =>
    insertQuestionnaire(
      tx,
      {
        idApp,
        idUser: view.learner.idUser,
        idEnrollment: enrollment.idEnrollment,
        idNodeEnrollment,
        idEvaluation: evaluation.idEvaluation,
        attempt,
        startDate: now,
        deadline: timeLimit ? new Date(now.getTime() + timeLimit * 1000) : null,
      },
      (idQuestionnaire) =>
        pickQuestions(questions, questionAmount, idQuestionnaire).map((question) => question.idQuestion),
    ),
  );
  const after = await loadLearningView(context.db, idApp, view.learner.idUser, now);
  await refreshEnrollmentStatus(context.db, after, enrollment, idApp);
  return created;
}

/** Start (retry false) and restart (retry true): 201 with a new questionnaire, else 200 with the one kept. */
export async function startOrRestart(
  context: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  params: EvaluationParams,
  idNodeEnrollment: number,
  retry: boolean,
) {
  const found = await evaluationInEnrollment(context, request, reply, params);
  if (!found) return reply;
  const { view, enrollment, idApp, evaluation } = found;
  if (!nodeEnrollmentFor(view, enrollment, evaluation, idNodeEnrollment))
    return refuse(404, texts.nodeEnrollmentNotFound);
  if (isEvaluationLocked(view, enrollment, evaluation)) return refuse(409, texts.lockedEvaluation);
  const decision = startDecision(triesOf(view.questionnaires, enrollment.idEnrollment, evaluation), retry);
  if (decision.kind === 'existing')
    return reply.code(200).send({ idQuestionnaire: decision.idQuestionnaire });
  if (decision.kind === 'noTriesLeft') return refuse(409, texts.noTriesLeft);
  const created = await createQuestionnaire(
    context,
    idApp,
    view,
    enrollment,
    idNodeEnrollment,
    evaluation,
    decision.attempt,
  );
  if (created !== undefined) return reply.code(201).send({ idQuestionnaire: created });
  // Lost the race to another tab: its questionnaire is the open one.
  const again = await loadLearningView(context.db, idApp, view.learner.idUser, context.now());
  const open = triesOf(again.questionnaires, enrollment.idEnrollment, evaluation).open;
  return reply.code(200).send({ idQuestionnaire: open?.idQuestionnaire });
}
