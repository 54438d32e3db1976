// Writing answers (learning-area.md 5, 7.4; contract B): one answer by PUT, idempotent by clientSeq
// (the browser's outbox sends again after a crash or a lost reply), or a survey's answers at once by
// POST .../save. Nothing is written once the questionnaire is finished or its time is up.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiSchemaTypes } from '../../src/generated/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { ownQuestionnaire, type QuestionnaireParams } from './access.ts';
import { answerStatusOf, checkedAnswerData } from './grading.ts';
import { learningEvaluationMessages as texts } from './messages.ts';
import { pastDeadline } from './rules.ts';
import { loadAnswers, loadQuestionnaire, type StoredAnswer, type StoredQuestionnaire } from './store.ts';
import { saveAnswers, updateAnswer, type AnswerChange } from './store-writes.ts';

type AnswerBody = ApiSchemaTypes['learning-evaluation-answer-body'];
type SaveBody = ApiSchemaTypes['learning-evaluation-save-body'];

/** 409 once finished: 'time is up' when the deadline ended it, else 'already sent'. */
export const refuseFinished = (questionnaire: StoredQuestionnaire, now: Date) =>
  refuse(409, pastDeadline(questionnaire, now) ? texts.timeIsUp : texts.alreadyFinished);

const answerReply = (answer: StoredAnswer) => ({
  idAnswer: answer.idAnswer,
  clientSeq: answer.clientSeq,
  answerStatus: answer.answerStatus,
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
  const { idApp, questionnaire, questions, now } = found;
  const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
  const answer = answers.find((candidate) => candidate.idAnswer === params.idAnswer);
  const question = questions.find((candidate) => candidate.idQuestion === answer?.idQuestion);
  if (!answer || !question) return refuse(404, texts.answerNotFound);
  if (questionnaire.finishDate) return refuseFinished(questionnaire, now);
  const { clientSeq } = body;
  const stale = (stored: StoredAnswer) =>
    clientSeq !== undefined && stored.clientSeq !== null && clientSeq <= stored.clientSeq;
  // A replay or an older write (another tab, the outbox sending again) changes nothing.
  if (stale(answer)) return answerReply(answer);
  const checked = checkedAnswerData(question, body.answerData);
  if ('refusal' in checked) return refuse(400, checked.refusal);
  const answerText = body.answerText ?? null;
  const change: AnswerChange = {
    idAnswer: answer.idAnswer,
    data: checked.data,
    answerText,
    status: answerStatusOf(question, checked.data, answerText),
  };
  const updated = await updateAnswer(context.db, idApp, change, clientSeq ?? null, now);
  const stored = (await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire)).find(
    (candidate) => candidate.idAnswer === answer.idAnswer,
  ) as StoredAnswer;
  if (!updated && !stale(stored)) {
    const current =
      (await loadQuestionnaire(context.db, idApp, questionnaire.idQuestionnaire)) ?? questionnaire;
    return refuseFinished(current, now);
  }
  return answerReply(stored);
}

/** POST B/{q}/save: a survey's answers, every one checked before any is stored; 204. */
export async function saveSurvey(
  context: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  params: QuestionnaireParams,
  body: SaveBody,
) {
  const found = await ownQuestionnaire(context, request, reply, params);
  if (!found) return reply;
  const { idApp, questionnaire, questions, now } = found;
  if (questionnaire.finishDate) return refuseFinished(questionnaire, now);
  const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
  const changes: AnswerChange[] = body.answers.map((given) => {
    const answer = answers.find((candidate) => candidate.idAnswer === given.idAnswer);
    const question = questions.find((candidate) => candidate.idQuestion === answer?.idQuestion);
    if (!answer || !question) return refuse(404, texts.answerNotFound);
    const checked = checkedAnswerData(question, given.answerData);
    if ('refusal' in checked) return refuse(400, checked.refusal);
    const answerText = given.answerText ?? null;
    return {
      idAnswer: answer.idAnswer,
      data: checked.data,
      answerText,
      status: answerStatusOf(question, checked.data, answerText),
    };
  });
  await context.db.transaction((tx) => saveAnswers(tx, idApp, changes));
  return reply.code(204).send();
}
