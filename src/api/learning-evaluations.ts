// The evaluation calls (learning-area.md 7.4): start or restart a questionnaire, read it (with the time
// the server says is left: the server is the clock), give the time back every 10 s and on leaving,
// finish, save a survey, and after finishing read the result and each question's chosen-versus-correct
// options. Answers themselves are never PUT from here: they go through the answers outbox
// (src/features/outbox), so none is lost offline.
import { queryOptions } from '@tanstack/react-query';
import type { AnswerData } from '../generated/types';
import { api } from './instance';

/** learning-area.md 9, "Data queries are never treated as stale". */
const NEVER_STALE = Infinity;

/** Whose questionnaire: the path of every questionnaire call. */
export interface QuestionnaireKey {
  idUser: number;
  idEnrollment: number;
  idEvaluation: number;
  idQuestionnaire: number;
}

const questionnairesOf = (idUser: number, idEnrollment: number, idEvaluation: number) =>
  `/learning/students/${idUser}/enrollments/${idEnrollment}/evaluations/${idEvaluation}/questionnaires`;

const questionnairePath = ({ idUser, idEnrollment, idEvaluation, idQuestionnaire }: QuestionnaireKey) =>
  `${questionnairesOf(idUser, idEnrollment, idEvaluation)}/${idQuestionnaire}`;

export const evaluationKeys = {
  all: ['learning', 'evaluations'] as const,
  questionnaire: (key: QuestionnaireKey) =>
    ['learning', 'evaluations', key.idUser, key.idEnrollment, key.idEvaluation, key.idQuestionnaire] as const,
  result: (key: QuestionnaireKey) => [...evaluationKeys.questionnaire(key), 'result'] as const,
  answerResult: (key: QuestionnaireKey, idAnswer: number) =>
    [...evaluationKeys.questionnaire(key), 'answers', idAnswer] as const,
};

/** GET .../questionnaires/{q}: the evaluation, its answers and the server's timeLeft. */
export const questionnaireQuery = (key: QuestionnaireKey) =>
  queryOptions({
    queryKey: evaluationKeys.questionnaire(key),
    queryFn: () =>
      api().request('GET', questionnairePath(key), {
        schema: 'api/learning-evaluation-questionnaire-response',
      }),
    staleTime: NEVER_STALE,
  });

/** GET .../questionnaires/{q}/result (409 before finishing). */
export const resultQuery = (key: QuestionnaireKey) =>
  queryOptions({
    queryKey: evaluationKeys.result(key),
    queryFn: () =>
      api().request('GET', `${questionnairePath(key)}/result`, {
        schema: 'api/learning-evaluation-result-response',
      }),
    staleTime: NEVER_STALE,
  });

/** GET .../answers/{idAnswer}/result: one question's options, chosen versus correct (the Gabarito's modal). */
export const answerResultQuery = (key: QuestionnaireKey, idAnswer: number) =>
  queryOptions({
    queryKey: evaluationKeys.answerResult(key, idAnswer),
    queryFn: () =>
      api().request('GET', `${questionnairePath(key)}/answers/${idAnswer}/result`, {
        schema: 'api/learning-evaluation-answer-result-response',
      }),
    staleTime: NEVER_STALE,
  });

/** What starts an evaluation for the learner: the open questionnaire, or a new one. */
export interface EvaluationStart {
  idUser: number;
  idEnrollment: number;
  idEvaluation: number;
  idNodeEnrollment: number;
  questionnaireType?: string;
}

/** POST .../evaluations/{v}/questionnaires: the open questionnaire if there is one, else a new one. */
export async function startQuestionnaire({
  idUser,
  idEnrollment,
  idEvaluation,
  idNodeEnrollment,
  questionnaireType,
}: EvaluationStart) {
  const { idQuestionnaire } = await api().request(
    'POST',
    questionnairesOf(idUser, idEnrollment, idEvaluation),
    {
      schema: 'api/learning-evaluation-started-response',
      body: { idNodeEnrollment, ...(questionnaireType ? { questionnaireType } : {}) },
    },
  );
  return idQuestionnaire;
}

/** POST /learning/evaluations/restart: a retry, always a NEW questionnaire (409 when no tries are left). */
export async function restartEvaluation(start: EvaluationStart) {
  const { idQuestionnaire } = await api().request('POST', '/learning/evaluations/restart', {
    schema: 'api/learning-evaluation-started-response',
    body: start,
  });
  return idQuestionnaire;
}

// Sent while the page unloads: keepalive lets the request outlive the document.
const keepalive: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true });

/** PUT .../time: the server keeps the smaller of its own and this one, and answers what it kept. */
export async function saveTimeLeft(key: QuestionnaireKey, timeLeft: number, leaving = false) {
  const answer = await api().request('PUT', `${questionnairePath(key)}/time`, {
    schema: 'api/learning-evaluation-time-response',
    body: { timeLeft: Math.max(0, Math.round(timeLeft)) },
    ...(leaving ? { fetch: keepalive } : {}),
  });
  return answer.timeLeft ?? null;
}

/** POST .../finish: the server grades what it stored and answers the result. */
export const finishQuestionnaire = (key: QuestionnaireKey) =>
  api().request('POST', `${questionnairePath(key)}/finish`, {
    schema: 'api/learning-evaluation-result-response',
  });

/** One survey answer as 'Salvar' sends it. */
export interface SurveyAnswer {
  idAnswer: number;
  answerData: AnswerData;
  answerText?: string;
}

/** POST .../save: a survey's answers, at any time (4.5). */
export async function saveSurvey(key: QuestionnaireKey, answers: SurveyAnswer[]) {
  await api().request('POST', `${questionnairePath(key)}/save`, {
    schema: 'api/learning-no-content-response',
    body: { answers },
  });
}
