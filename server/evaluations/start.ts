// Starting and restarting an evaluation (learning-area.md 4.5, 7.4): the open questionnaire when there
// is one, else (start) the latest finished one, else a new attempt while tries are left.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { refreshEnrollmentStatus } from '../learning/progress.ts';
import { isEvaluationLocked } from '../learning/path-rules.ts';
import { loadLearningView } from '../learning/view-model.ts';
import type { LearnerEnrollment } from '../learning/store-learner.ts';
import { evaluationInEnrollment, nodeEnrollmentFor, type EvaluationParams } from './access.ts';
import { pickQuestions } from './grading.ts';
import { learningEvaluationMessages as texts } from './messages.ts';
import { startDecision, triesOf, type StartDecision } from './rules.ts';
import { loadQuestionnaires, loadQuestions, type StoredEvaluation } from './store.ts';
import { insertQuestionnaire, lockEnrollment } from './store-writes.ts';

/**
 * Decides again and creates, one start of the enrollment at a time: the enrollment's row is locked, the
 * learner's questionnaires read afresh, and a new one inserted only if that decision still says so.
 * Simultaneous starts (tabs, retries, double clicks) so get one questionnaire between them.
 */
async function startLocked(
  context: RouteContext,
  idApp: number,
  idUser: number,
  enrollment: LearnerEnrollment,
  idNodeEnrollment: number,
  evaluation: StoredEvaluation,
  retry: boolean,
): Promise<StartDecision | { kind: 'created'; idQuestionnaire: number }> {
  const questions = await loadQuestions(context.db, idApp, evaluation.idEvaluation);
  const now = context.now();
  const { questionAmount } = evaluation.fields.parameters;
  const { idEnrollment } = enrollment;
  return context.db.transaction(async (tx) => {
    await lockEnrollment(tx, idApp, idEnrollment);
    const tries = () =>
      loadQuestionnaires(tx, idApp, idUser).then((rows) => triesOf(rows, idEnrollment, evaluation));
    const decision = startDecision(await tries(), retry);
    if (decision.kind !== 'create') return decision;
    const created = await insertQuestionnaire(
      tx,
      {
        idApp,
        idUser,
        idEnrollment,
        idNodeEnrollment,
        idEvaluation: evaluation.idEvaluation,
        attempt: decision.attempt,
        startDate: now,
        // The clock starts when the player opens ('Iniciar avaliação' saves the time left, or a first
        // answer comes: beginClock), not while the learner reads the introduction (issue 18).
        deadline: null,
      },
      (idQuestionnaire) =>
        pickQuestions(questions, questionAmount, idQuestionnaire).map((question) => question.idQuestion),
    );
    // Only a writer that skipped the lock could have taken the try: its questionnaire is the one.
    return created === undefined
      ? startDecision(await tries(), false)
      : { kind: 'created', idQuestionnaire: created };
  });
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
  // What the learning view says is enough to give back a questionnaire or refuse (questionnaires are
  // never removed and tries only go down); a new one is decided again under the enrollment's lock.
  const seen = startDecision(triesOf(view.questionnaires, enrollment.idEnrollment, evaluation), retry);
  const decision =
    seen.kind === 'create'
      ? await startLocked(
          context,
          idApp,
          view.learner.idUser,
          enrollment,
          idNodeEnrollment,
          evaluation,
          retry,
        )
      : seen;
  if (decision.kind === 'existing')
    return reply.code(200).send({ idQuestionnaire: decision.idQuestionnaire });
  if (decision.kind === 'noTriesLeft') return refuse(409, texts.noTriesLeft);
  if (decision.kind === 'create') throw new Error('a start decided to create and did not');
  const after = await loadLearningView(context.db, idApp, view.learner.idUser, context.now());
  await refreshEnrollmentStatus(context.db, after, enrollment, idApp);
  return reply.code(201).send({ idQuestionnaire: decision.idQuestionnaire });
}
