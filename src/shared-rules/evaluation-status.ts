// Evaluation rules of the learning area (learning-area.md 4.5, 5 'Evaluation' and 'Survey'), in ONE
// place: the browser (cards, PreTest block, player, feedback) and the server (which grades, counts tries
// and refuses a finish with required answers missing) import this module, so what the learner is shown
// and what the server decides cannot disagree. Pure functions over plain fields; no I/O, no clock.

import type { EvaluationAnswer } from '../generated/types';

/**
 * The evaluation types the app knows (4.5). The server's fixtures hold only these; a questionnaire read
 * from an API may carry any other string (schemas/evaluation.json), which the page names unknown (2.2).
 */
export const EVALUATION_TYPES = ['REACTION', 'KNOWLEDGE', 'PRE_TEST'] as const;
export type EvaluationType = (typeof EVALUATION_TYPES)[number];

export const isKnownEvaluationType = (type: string): type is EvaluationType =>
  (EVALUATION_TYPES as readonly string[]).includes(type);

/** The question types of 5 'Evaluation' (schemas/answer.json). */
export type QuestionType = EvaluationAnswer['question']['questionType'];

/** Question types graded by the server (KNOWLEDGE and PRE_TEST); the others are survey types. */
export const GRADED_QUESTION_TYPES: ReadonlySet<string> = new Set([
  'SINGLE_OPTION',
  'TRUE_OR_FALSE',
  'MULTI_OPTION',
  'CORRELATE',
]);

/** Survey comment limit (5 'Survey', 9: 4000 characters, with a counter). */
export const SURVEY_COMMENT_MAX_LENGTH = 4000;

/** The latest questionnaire of an evaluation, as much of it as the status rule reads. */
export interface QuestionnaireState {
  startDate?: string | null;
  finishDate?: string | null;
  grade?: number | null;
}

export interface EvaluationDisplayStatus {
  /** 4.1 status: NOT_ATTEMPTED, IN_PROGRESS, COMPLETED (a finished survey), PASSED or FAILED. */
  status: 'NOT_ATTEMPTED' | 'IN_PROGRESS' | 'COMPLETED' | 'PASSED' | 'FAILED';
  /** 0, 50 or 100. */
  progress: number;
  /**
   * True for a pre-test: its result is shown as 'Aproveitamento' of the grade, never as pass or fail
   * (4.5), so a label reader shows the grade instead of the PASSED/FAILED wording.
   */
  showsGradeOnly: boolean;
}

/** 4.5: passed means grade >= masteryScore (no grade, not passed). */
export function passed(grade: number | null | undefined, masteryScore: number | null | undefined): boolean {
  if (grade === null || grade === undefined || !Number.isFinite(grade)) return false;
  return grade >= (masteryScore ?? 0);
}

/**
 * 4.5 display status. REACTION: no questionnaire 0, started 50, finished 100 (COMPLETED). KNOWLEDGE:
 * finished with a grade at or above the mastery score PASSED at 100, below FAILED at 100, finished
 * without a grade FAILED at 100; started IN_PROGRESS at 50; else NOT_ATTEMPTED at 0. PRE_TEST: as
 * KNOWLEDGE, with showsGradeOnly.
 */
export function evaluationDisplayStatus(
  evaluationType: string,
  masteryScore: number | null | undefined,
  questionnaire: QuestionnaireState | null | undefined,
): EvaluationDisplayStatus {
  const showsGradeOnly = evaluationType === 'PRE_TEST';
  if (!questionnaire) return { status: 'NOT_ATTEMPTED', progress: 0, showsGradeOnly };
  if (!questionnaire.finishDate) return { status: 'IN_PROGRESS', progress: 50, showsGradeOnly };
  if (evaluationType === 'REACTION') return { status: 'COMPLETED', progress: 100, showsGradeOnly };
  const status = passed(questionnaire.grade, masteryScore) ? 'PASSED' : 'FAILED';
  return { status, progress: 100, showsGradeOnly };
}

export interface TriesState {
  maxTries: number | null | undefined;
  attempts: number;
  /** '1' or 1 locks the evaluation once passed (4.5). */
  lockAfterApproval?: string | number | boolean | null;
  passed: boolean;
  preTest?: boolean;
}

/** lockAfterApproval as the parameters may hold it: '1', 1 or true. */
export function locksAfterApproval(value: TriesState['lockAfterApproval']): boolean {
  return value === '1' || value === 1 || value === true;
}

/**
 * 4.5 tries left: maxTries minus attempts, never negative; a pre-test forces maxTries 1; passed with
 * lockAfterApproval leaves 0. A missing maxTries counts as 1 (one attempt, no retry).
 */
export function triesLeft(state: TriesState): number {
  if (locksAfterApproval(state.lockAfterApproval) && state.passed) return 0;
  const maxTries = state.preTest ? 1 : Math.max(1, state.maxTries ?? 1);
  return Math.max(0, maxTries - state.attempts);
}

/** One item of an answer's answerData (3 'Answer'). */
export interface AnswerDataItem {
  idQuestionOption?: number | null;
  idQuestionOptionAnswer?: number | null;
  idQuestionScale?: number | null;
}

export interface AnswerState {
  questionType: string;
  /** How many options the question has (CORRELATE and MULTI_LIKERT_SCALE need one answer each). */
  optionsCount: number;
  answerData?: readonly AnswerDataItem[] | null;
  answerText?: string | null;
  /** Survey: an optional question counts as answered even when empty. */
  required?: boolean;
}

const hasText = (text: string | null | undefined) => (text ?? '').trim().length > 0;

/** Distinct options that carry an answer (a CORRELATE number or a likert scale). */
function answeredOptions(data: readonly AnswerDataItem[]): number {
  const options = new Set<number>();
  for (const item of data) {
    if (typeof item.idQuestionOption !== 'number') continue;
    if (item.idQuestionOptionAnswer == null && item.idQuestionScale == null) continue;
    options.add(item.idQuestionOption);
  }
  return options.size;
}

/**
 * 5 'Evaluation' and 'Survey': is the question answered? CORRELATE: as many answers as options;
 * MULTI_LIKERT_SCALE: one scale per option; SINGLE_OPTION_COMMENT: a choice, plus a comment when the
 * question is required; COMMENT: non-empty text; any other type: at least one answer.
 */
export function isAnswered(answer: AnswerState): boolean {
  const data = answer.answerData ?? [];
  switch (answer.questionType) {
    case 'CORRELATE':
    case 'MULTI_LIKERT_SCALE':
      return answer.optionsCount > 0 && answeredOptions(data) >= answer.optionsCount;
    case 'SINGLE_OPTION_COMMENT':
      return data.length > 0 && (answer.required === false || hasText(answer.answerText));
    case 'COMMENT':
      return hasText(answer.answerText);
    default:
      return data.length > 0;
  }
}

/**
 * Is the question complete for sending? A survey's optional question always is (5 'Survey': only
 * required answers hold the submit back); any other question must be answered.
 */
export function isComplete(answer: AnswerState): boolean {
  if (answer.required === false && !GRADED_QUESTION_TYPES.has(answer.questionType)) return true;
  return isAnswered(answer);
}

/**
 * The 1-based numbers of the questions not yet complete, in order: the list of the unanswered-questions
 * modal (5 'Evaluation') and the server's check before a survey is sent.
 */
export function unansweredQuestions(answers: readonly AnswerState[]): number[] {
  return answers.flatMap((answer, index) => (isComplete(answer) ? [] : [index + 1]));
}

/** lockNavigation as the parameters may hold it: 1, '1' or true. */
export function locksNavigation(value: number | string | boolean | null | undefined): boolean {
  return value === 1 || value === '1' || value === true;
}

/**
 * 5 'Evaluation', lockNavigation 1: the learner cannot advance until the current question is answered,
 * so the furthest question they can reach (0-based) is the one after the last answered; the player
 * opens there, and the server refuses an answer to any question beyond it.
 */
export function furthestReachable(answered: readonly boolean[]): number {
  return answered.lastIndexOf(true) + 1;
}
