// Writing answers (learning-area.md 5, 7.4; contract B): one answer by PUT, idempotent by clientSeq
// (the browser's outbox sends again after a crash or a lost reply), or a survey's answers at once by
// POST .../save. Nothing is written once the questionnaire is finished or its time is up, nothing
// without a newer clientSeq over an answer a device numbered, and, with lockNavigation, nothing past
// the question the learner can reach.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiSchemaTypes } from '../../src/generated/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { ownQuestionnaire, type QuestionnaireParams } from './access.ts';
import { answerStatusOf, checkedAnswerData } from './grading.ts';
import { learningEvaluationMessages as texts } from './messages.ts';
import { answerWrite, mayAnswerAt, pastDeadline } from './rules.ts';
import {
  loadAnswers,
  loadQuestionnaire,
  type StoredAnswer,
  type StoredEvaluation,
  type StoredQuestion,
  type StoredQuestionnaire,
} from './store.ts';
import { beginClock, saveAnswers, updateAnswer, type AnswerChange } from './store-writes.ts';

type AnswerBody = ApiSchemaTypes['learning-evaluation-answer-body'];
type SaveBody = ApiSchemaTypes['learning-evaluation-save-body'];
type GivenAnswer = Pick<AnswerBody, 'answerData' | 'answerText'>;

/** 409 once finished: 'time is up' when the deadline ended it, else 'already sent'. */
const refuseFinished = (questionnaire: StoredQuestionnaire, now: Date) =>
  refuse(409, pastDeadline(questionnaire, now) ? texts.timeIsUp : texts.alreadyFinished);

const answerReply = (answer: StoredAnswer) => ({
  idAnswer: answer.idAnswer,
  clientSeq: answer.clientSeq,
  answerStatus: answer.answerStatus,
});

/** The answer and its question, the new value checked against the question (404, 400). */
function checkedChange(
  answers: readonly StoredAnswer[],
  questions: readonly StoredQuestion[],
  idAnswer: number,
  given: GivenAnswer,
): { answer: StoredAnswer; change: AnswerChange } {
  const answer = answers.find((candidate) => candidate.idAnswer === idAnswer);
  const question = questions.find((candidate) => candidate.idQuestion === answer?.idQuestion);
  if (!answer || !question) return refuse(404, texts.answerNotFound);
  const checked = checkedAnswerData(question, given.answerData);
  if ('refusal' in checked) return refuse(400, checked.refusal);
  const answerText = given.answerText ?? null;
  const status = answerStatusOf(question, checked.data, answerText);
  return { answer, change: { idAnswer, data: checked.data, answerText, status } };
}

/** Refuses a write past the question the player lets the learner reach (lockNavigation 1). */
function checkReachable(evaluation: StoredEvaluation, answers: readonly StoredAnswer[], idAnswer: number) {
  const index = answers.findIndex((candidate) => candidate.idAnswer === idAnswer);
  if (!mayAnswerAt(evaluation, answers, index)) refuse(409, texts.answerInOrder);
}

const valueOf = (change: AnswerChange, clientSeq: number | null) => ({
  answerData: change.data,
  answerText: change.answerText,
  clientSeq,
});

/** PUT B/{q}/answers/{idAnswer}: the stored answer after the write (or the newer one kept). */
export async function putAnswer(
  context: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  params: QuestionnaireParams & { idAnswer: number },
  body: AnswerBody,
) {
  const found = await ownQuestionnaire(context, request, reply, params);
  if (!found) return reply;
  const { idApp, evaluation, questionnaire, questions, now } = found;
  const { idQuestionnaire } = questionnaire;
  const answers = await loadAnswers(context.db, idApp, idQuestionnaire);
  const known = answers.find((candidate) => candidate.idAnswer === params.idAnswer);
  if (!known || !questions.some((question) => question.idQuestion === known.idQuestion))
    return refuse(404, texts.answerNotFound);
  if (questionnaire.finishDate) return refuseFinished(questionnaire, now);
  const clientSeq = body.clientSeq ?? null;
  // A replay or an older write (another tab, the outbox sending again) changes nothing, whatever it holds.
  if (clientSeq !== null && known.clientSeq !== null && clientSeq <= known.clientSeq)
    return answerReply(known);
  const { answer, change } = checkedChange(answers, questions, params.idAnswer, body);
  const decision = answerWrite(answer, valueOf(change, clientSeq));
  if (decision === 'keep') return answerReply(answer);
  if (decision === 'refuse') return refuse(409, texts.newerAnswerStored);
  checkReachable(evaluation, answers, answer.idAnswer);
  // An answer is the player at work: a clock not started yet starts now.
  const { timeLimit } = evaluation.fields.parameters;
  if (timeLimit && !questionnaire.deadline)
    await beginClock(context.db, idApp, idQuestionnaire, timeLimit, now);
  if (await updateAnswer(context.db, idApp, change, clientSeq, now)) {
    return {
      idAnswer: answer.idAnswer,
      clientSeq: clientSeq ?? answer.clientSeq,
      answerStatus: change.status,
    };
  }
  // Something changed since the read: the questionnaire finished, or another write came first.
  const current = (await loadQuestionnaire(context.db, idApp, idQuestionnaire)) ?? questionnaire;
  if (current.finishDate || pastDeadline(current, now)) return refuseFinished(current, now);
  const stored = (await loadAnswers(context.db, idApp, idQuestionnaire)).find(
    (candidate) => candidate.idAnswer === answer.idAnswer,
  ) as StoredAnswer;
  if (answerWrite(stored, valueOf(change, clientSeq)) === 'keep') return answerReply(stored);
  return refuse(409, texts.newerAnswerStored);
}

/**
 * POST B/{q}/save: a survey's answers, every one checked on the rows held by the transaction before
 * any is stored (a refused one leaves the others as they were); 204.
 */
export async function saveSurvey(
  context: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  params: QuestionnaireParams,
  body: SaveBody,
) {
  const found = await ownQuestionnaire(context, request, reply, params);
  if (!found) return reply;
  const { idApp, evaluation, questionnaire, questions, now } = found;
  if (questionnaire.finishDate) return refuseFinished(questionnaire, now);
  await context.db.transaction(async (tx) => {
    const answers = await loadAnswers(tx, idApp, questionnaire.idQuestionnaire, true);
    const changes: AnswerChange[] = [];
    for (const given of body.answers) {
      const { answer, change } = checkedChange(answers, questions, given.idAnswer, given);
      // No clientSeq here: an answer the outbox numbered is only ever confirmed, never replaced.
      const decision = answerWrite(answer, valueOf(change, null));
      if (decision === 'refuse') return refuse(409, texts.newerAnswerStored);
      if (decision === 'keep') continue;
      checkReachable(evaluation, answers, answer.idAnswer);
      changes.push(change);
      // The next answers of the body are checked against this one as if it were stored.
      answers[answers.indexOf(answer)] = { ...answer, answerStatus: change.status };
    }
    await saveAnswers(tx, idApp, changes);
  });
  return reply.code(204).send();
}
