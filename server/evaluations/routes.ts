// Evaluations and surveys of a learner (learning-area.md 4.5, 5, 7.4; contract B of issue 12), with
// B = /api/learning/students/{idUser}/enrollments/{idEnrollment}/evaluations/{idEvaluation}/questionnaires:
//   POST B {idNodeEnrollment, questionnaireType}         -> {idQuestionnaire} (the open one, else the latest, else a new one)
//   POST /api/learning/evaluations/restart {idEnrollment, idNodeEnrollment, idEvaluation, idUser} -> {idQuestionnaire} (a retry)
//   GET  B/{q}                                           -> the questionnaire, timeLeft by the server's clock
//   PUT  B/{q}/answers/{idAnswer} {answerData, answerText?, clientSeq?} -> {idAnswer, clientSeq, answerStatus}
//   PUT  B/{q}/time {timeLeft}                           -> {timeLeft} (the smaller of the server's and the body's)
//   POST B/{q}/save {answers}                            -> 204 (survey)
//   POST B/{q}/finish                                    -> the result (graded here)
//   GET  B/{q}/result, GET B/{q}/answers/{idAnswer}/result (409 before finishing)
// The server is the clock and the grader: the answer key leaves it only in the results of a finished
// questionnaire, and a questionnaire read after its deadline is finished with what was stored.
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { evaluationNeighbours } from '../learning/navigation.ts';
import { loadLearningView } from '../learning/view-model.ts';
import { ownQuestionnaire } from './access.ts';
import { putAnswer, saveSurvey } from './answers.ts';
import { finishQuestionnaire, resultOf } from './finish.ts';
import { learningEvaluationMessages as texts } from './messages.ts';
import { isGraded, pastDeadline, secondsLeft, triesOf, unansweredOf } from './rules.ts';
import { startOrRestart } from './start.ts';
import { loadAnswers, loadQuestionnaire } from './store.ts';
import { shortenDeadline } from './store-writes.ts';
import { answerResultView, answersView, evaluationBody } from './views.ts';

const base =
  '/api/learning/students/:idUser/enrollments/:idEnrollment/evaluations/:idEvaluation/questionnaires';
const evaluationParams = idParams('idUser', 'idEnrollment', 'idEvaluation');
const questionnaireParams = idParams('idUser', 'idEnrollment', 'idEvaluation', 'idQuestionnaire');
const answerParams = idParams('idUser', 'idEnrollment', 'idEvaluation', 'idQuestionnaire', 'idAnswer');

export const evaluationsArea: Area = {
  name: 'evaluations',
  routes: (context) => [
    route({
      method: 'POST',
      url: base,
      params: evaluationParams,
      body: apiSchema('learning-evaluation-start-body'),
      handler: (request, reply) =>
        startOrRestart(context, request, reply, request.params, request.body.idNodeEnrollment, false),
    }),
    route({
      method: 'POST',
      url: '/api/learning/evaluations/restart',
      body: apiSchema('learning-evaluation-restart-body'),
      handler: (request, reply) =>
        startOrRestart(context, request, reply, request.body, request.body.idNodeEnrollment, true),
    }),
    route({
      method: 'GET',
      url: `${base}/:idQuestionnaire`,
      params: questionnaireParams,
      handler: async (request, reply) => {
        const found = await ownQuestionnaire(context, request, reply, request.params);
        if (!found) return reply;
        const { idApp, view, enrollment, evaluation, questionnaire, questions, now } = found;
        const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
        const settled = await loadLearningView(context.db, idApp, view.learner.idUser, now);
        const tries = triesOf(settled.questionnaires, enrollment.idEnrollment, evaluation);
        return {
          idQuestionnaire: questionnaire.idQuestionnaire,
          idNodeEnrollment: questionnaire.idNodeEnrollment,
          nodeCode: evaluation.nodeCode,
          startDate: questionnaire.startDate,
          finishDate: questionnaire.finishDate,
          grade: questionnaire.grade,
          timeLeft: secondsLeft(questionnaire, now, evaluation.fields.parameters.timeLimit),
          answers: answersView(answers, questions),
          evaluation: evaluationBody(evaluation),
          attempts: tries.attempts,
          triesLeft: tries.triesLeft,
          ...evaluationNeighbours(settled, enrollment, evaluation.idEvaluation),
        };
      },
    }),
    route({
      method: 'PUT',
      url: `${base}/:idQuestionnaire/answers/:idAnswer`,
      params: answerParams,
      body: apiSchema('learning-evaluation-answer-body'),
      handler: (request, reply) => putAnswer(context, request, reply, request.params, request.body),
    }),
    route({
      method: 'PUT',
      url: `${base}/:idQuestionnaire/time`,
      params: questionnaireParams,
      body: apiSchema('learning-evaluation-time-body'),
      handler: async (request, reply) => {
        const found = await ownQuestionnaire(context, request, reply, request.params);
        if (!found) return reply;
        const { idApp, enrollment, evaluation, questionnaire, questions, now } = found;
        const { timeLimit } = evaluation.fields.parameters;
        if (!timeLimit || questionnaire.finishDate)
          return { timeLeft: secondsLeft(questionnaire, now, timeLimit) };
        const { idQuestionnaire } = questionnaire;
        // Never more than the limit: the first save starts the clock ('Iniciar avaliação').
        const timeLeft = Math.min(request.body.timeLeft, timeLimit);
        await shortenDeadline(context.db, idApp, idQuestionnaire, timeLeft, now);
        let current = (await loadQuestionnaire(context.db, idApp, idQuestionnaire)) ?? questionnaire;
        if (pastDeadline(current, now)) {
          current = await finishQuestionnaire(
            context,
            idApp,
            enrollment,
            current,
            evaluation,
            questions,
            current.deadline,
          );
        }
        return { timeLeft: secondsLeft(current, now, timeLimit) };
      },
    }),
    route({
      method: 'POST',
      url: `${base}/:idQuestionnaire/save`,
      params: questionnaireParams,
      body: apiSchema('learning-evaluation-save-body'),
      handler: (request, reply) => saveSurvey(context, request, reply, request.params, request.body),
    }),
    route({
      method: 'POST',
      url: `${base}/:idQuestionnaire/finish`,
      params: questionnaireParams,
      handler: async (request, reply) => {
        const found = await ownQuestionnaire(context, request, reply, request.params);
        if (!found) return reply;
        const { idApp, enrollment, evaluation, questions } = found;
        let { questionnaire } = found;
        if (!questionnaire.finishDate) {
          if (!isGraded(evaluation)) {
            // 5 'Survey': sent once every required answer is complete.
            const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
            const missing = unansweredOf(answers, questions);
            if (missing.length > 0) return refuse(409, texts.requiredMissing(missing));
          }
          questionnaire = await finishQuestionnaire(
            context,
            idApp,
            enrollment,
            questionnaire,
            evaluation,
            questions,
            null,
          );
        }
        // Finishing twice (a retried request) answers the same result.
        return resultOf(context, idApp, enrollment, evaluation, questionnaire, questions);
      },
    }),
    route({
      method: 'GET',
      url: `${base}/:idQuestionnaire/result`,
      params: questionnaireParams,
      handler: async (request, reply) => {
        const found = await ownQuestionnaire(context, request, reply, request.params);
        if (!found) return reply;
        const { idApp, enrollment, evaluation, questionnaire, questions } = found;
        if (!questionnaire.finishDate) return refuse(409, texts.resultNotReady);
        return resultOf(context, idApp, enrollment, evaluation, questionnaire, questions);
      },
    }),
    route({
      method: 'GET',
      url: `${base}/:idQuestionnaire/answers/:idAnswer/result`,
      params: answerParams,
      handler: async (request, reply) => {
        const found = await ownQuestionnaire(context, request, reply, request.params);
        if (!found) return reply;
        const { idApp, questionnaire, questions } = found;
        const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
        const answer = answers.find((candidate) => candidate.idAnswer === request.params.idAnswer);
        const question = questions.find((candidate) => candidate.idQuestion === answer?.idQuestion);
        if (!answer || !question) return refuse(404, texts.answerNotFound);
        if (!questionnaire.finishDate) return refuse(409, texts.resultNotReady);
        // The 'Gabarito' only where the evaluation shows it: elsewhere the key would serve the next try.
        if (found.evaluation.fields.parameters.showResponseSummary !== 1)
          return refuse(403, texts.answerKeyHidden);
        return answerResultView(answer, question);
      },
    }),
  ],
};
