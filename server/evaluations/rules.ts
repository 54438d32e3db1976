// The evaluations' own decisions (learning-area.md 4.5, 5 'Evaluation', 7.4), pure so they are tested
// without a server: tries and what a start gives back, the server's clock, and which answer may be
// written. What counts as passed, answered and tries left is the shared rule the browser shows
// (src/shared-rules/evaluation-status.ts).
import {
  furthestReachable,
  locksNavigation,
  passed,
  triesLeft,
  unansweredQuestions,
  type AnswerDataItem,
} from '../../src/shared-rules/evaluation-status.ts';
import type { StoredAnswer, StoredEvaluation, StoredQuestion, StoredQuestionnaire } from './store.ts';

export const isPreTest = (evaluation: StoredEvaluation) => evaluation.fields.evaluationType === 'PRE_TEST';
export const isGraded = (evaluation: StoredEvaluation) => evaluation.fields.evaluationType !== 'REACTION';

export interface Tries {
  attempts: number;
  open: StoredQuestionnaire | undefined;
  latest: StoredQuestionnaire | undefined;
  maxTries: number;
  triesLeft: number;
}

/** The learner's tries at the evaluation in the enrollment (4.5), from their questionnaires, oldest first. */
export function triesOf(
  questionnaires: readonly StoredQuestionnaire[],
  idEnrollment: number,
  evaluation: StoredEvaluation,
): Tries {
  const mine = questionnaires.filter(
    (row) => row.idEnrollment === idEnrollment && row.idEvaluation === evaluation.idEvaluation,
  );
  const mastery = evaluation.fields.evaluationMasteryScore;
  const anyPassed =
    isGraded(evaluation) && mine.some((row) => row.finishDate !== null && passed(row.grade, mastery));
  const parameters = evaluation.fields.parameters;
  return {
    attempts: mine.length,
    open: mine.find((row) => row.finishDate === null),
    latest: mine.at(-1),
    maxTries: isPreTest(evaluation) ? 1 : Math.max(1, parameters.maxTries ?? 1),
    triesLeft: triesLeft({
      maxTries: parameters.maxTries,
      attempts: mine.length,
      lockAfterApproval: parameters.lockAfterApproval,
      passed: anyPassed,
      preTest: isPreTest(evaluation),
    }),
  };
}

export type StartDecision =
  | { kind: 'existing'; idQuestionnaire: number }
  | { kind: 'create'; attempt: number }
  | { kind: 'noTriesLeft' };

/**
 * Start and restart: the open questionnaire when there is one (never two at once); start also gives
 * back the latest finished one (its feedback offers the retry), restart starts a new attempt while
 * tries are left.
 */
export function startDecision(tries: Tries, retry: boolean): StartDecision {
  if (tries.open) return { kind: 'existing', idQuestionnaire: tries.open.idQuestionnaire };
  if (!retry && tries.latest) return { kind: 'existing', idQuestionnaire: tries.latest.idQuestionnaire };
  if (tries.attempts > 0 && tries.triesLeft <= 0) return { kind: 'noTriesLeft' };
  return { kind: 'create', attempt: tries.attempts + 1 };
}

/**
 * Seconds left by the server's clock: deadline - now, never below 0; the whole time limit while the
 * clock has not started (the learner is on the introduction); null without a time limit.
 */
export function secondsLeft(
  questionnaire: StoredQuestionnaire,
  now: Date,
  timeLimit: number | null | undefined,
): number | null {
  if (!timeLimit) return null;
  if (questionnaire.finishDate) return 0;
  if (!questionnaire.deadline) return timeLimit;
  return Math.max(0, Math.floor((new Date(questionnaire.deadline).getTime() - now.getTime()) / 1000));
}

export const pastDeadline = (questionnaire: StoredQuestionnaire, now: Date) =>
  questionnaire.deadline !== null && new Date(questionnaire.deadline).getTime() <= now.getTime();

/** The 1-based numbers of the questions still to answer (5 'Survey': a survey is sent without none). */
export function unansweredOf(
  answers: readonly StoredAnswer[],
  questions: readonly StoredQuestion[],
): number[] {
  const byId = new Map(questions.map((question) => [question.idQuestion, question]));
  return unansweredQuestions(
    answers.map((answer) => {
      const question = byId.get(answer.idQuestion);
      return {
        questionType: question?.questionType ?? 'COMMENT',
        optionsCount: question?.options.length ?? 0,
        answerData: answer.answerData,
        answerText: answer.answerText,
        required: question ? question.required !== false : false,
      };
    }),
  );
}

/** An answer as a write gives it or as it is stored: its data, its text and the device's number. */
export interface AnswerValue {
  answerData: readonly AnswerDataItem[];
  answerText: string | null;
  clientSeq: number | null;
}

const dataKey = (data: readonly AnswerDataItem[]) =>
  JSON.stringify(
    data
      .map((item) => [
        item.idQuestionOption ?? null,
        item.idQuestionOptionAnswer ?? null,
        item.idQuestionScale ?? null,
      ])
      .sort((a, b) => String(a).localeCompare(String(b))),
  );

/** The same answer: the same items in any order, the same text (no text and empty text alike). */
export const sameAnswer = (a: AnswerValue, b: AnswerValue) =>
  dataKey(a.answerData) === dataKey(b.answerData) && (a.answerText ?? '') === (b.answerText ?? '');

/**
 * What a write does to a stored answer (contract B, issue 17): 'write' it; 'keep' what is stored and
 * answer it (a replay or an older clientSeq, as the outbox sends again, or a write that changes
 * nothing); or 'refuse' (409) a write without a newer clientSeq over an answer a device numbered,
 * which would undo the newer answer (a PUT without clientSeq, the survey's 'Salvar').
 */
export function answerWrite(stored: AnswerValue, given: AnswerValue): 'write' | 'keep' | 'refuse' {
  if (stored.clientSeq === null) return 'write';
  if (given.clientSeq !== null) return given.clientSeq > stored.clientSeq ? 'write' : 'keep';
  return sameAnswer(stored, given) ? 'keep' : 'refuse';
}

/**
 * lockNavigation 1 (5 'Evaluation'), held by the server as the player holds it: an answer to the
 * question at `index` (0-based, in the questionnaire's order) only up to the one after the last
 * answered. Surveys (REACTION) show every question on one page and are not held.
 */
export function mayAnswerAt(
  evaluation: StoredEvaluation,
  answers: readonly Pick<StoredAnswer, 'answerStatus'>[],
  index: number,
): boolean {
  if (!isGraded(evaluation) || !locksNavigation(evaluation.fields.parameters.lockNavigation)) return true;
  return index <= furthestReachable(answers.map((answer) => answer.answerStatus === 'ANSWERED'));
}
