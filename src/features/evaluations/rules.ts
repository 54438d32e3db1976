// The player's own rules (learning-area.md 4.5, 5 "Evaluation"), pure so they are tested number by
// number: which screen a questionnaire opens on, where the player starts, the gauge's angle and the
// CORRELATE input. What counts as answered is the shared rule (src/shared-rules/evaluation-status.ts),
// the one the server grades and refuses by.
import type { AnswerData, EvaluationAnswer } from '../../generated/types';

/** One item of an answer's answerData (3 "Answer"). */
export type AnswerDatum = AnswerData[number];
import { isAnswered, type AnswerState } from '../../shared-rules/evaluation-status';

export type EvaluationScreenName = 'INTRODUCTION' | 'PLAYER' | 'FEEDBACK';

/** An answer as the shared rules read it; `answerData` and `answerText` may be the learner's draft. */
export function answerState(answer: EvaluationAnswer): AnswerState {
  const { question } = answer;
  return {
    questionType: question.questionType,
    optionsCount: question.options.length,
    answerData: answer.answerData,
    answerText: answer.answerText,
    required: question.required,
  };
}

/** 4.5: FEEDBACK if finished, PLAYER if any answer exists, else INTRODUCTION. */
export function startScreen(questionnaire: {
  finishDate?: string | null;
  answers: readonly EvaluationAnswer[];
}): EvaluationScreenName {
  if (questionnaire.finishDate) return 'FEEDBACK';
  return questionnaire.answers.some((answer) => isAnswered(answerState(answer))) ? 'PLAYER' : 'INTRODUCTION';
}

/**
 * 'Tentativas restantes' on the introduction (4.5): the tries left as the learner is about to begin,
 * this one included. The server counts a questionnaire as a try from its creation, so its triesLeft
 * leaves out the very try the introduction opens, and a pre-test (one try) read 0 before any try. A
 * survey has no tries to count: nothing is shown (issue 18).
 */
export function triesOnIntroduction(questionnaire: {
  triesLeft?: number | null;
  finishDate?: string | null;
  evaluation: { evaluationType: string };
}): number | undefined {
  if (questionnaire.evaluation.evaluationType === 'REACTION') return undefined;
  if (typeof questionnaire.triesLeft !== 'number') return undefined;
  return questionnaire.triesLeft + (questionnaire.finishDate ? 0 : 1);
}

/** 4.5: the current question starts after the last answered one (the last question when all are). */
export function firstQuestionIndex(answers: readonly EvaluationAnswer[]): number {
  let last = -1;
  answers.forEach((answer, index) => {
    if (isAnswered(answerState(answer))) last = index;
  });
  return Math.min(last + 1, Math.max(0, answers.length - 1));
}

/** 2.4, 4.5: the gauge's needle, in degrees: grade x 180 / 100 - 45 (grade held to 0..100). */
export function gaugeAngle(grade: number): number {
  const held = Math.min(100, Math.max(0, Number.isFinite(grade) ? grade : 0));
  return (held * 180) / 100 - 45;
}

/**
 * 5 "Evaluation" CORRELATE: the learner types, for one option, a number from 1 to the number of
 * options. Empty clears that option's answer; anything else out of range (or not a whole number) is
 * ignored: the answer stays as it was (null says so). The result keeps the other options' numbers.
 */
export function correlateInput(
  answerData: readonly AnswerDatum[],
  idQuestionOption: number,
  typed: string,
  optionsCount: number,
): AnswerDatum[] | null {
  const others = answerData.filter((item) => item.idQuestionOption !== idQuestionOption);
  const text = typed.trim();
  if (text === '') return others;
  if (!/^\d+$/.test(text)) return null;
  const number = Number(text);
  if (number < 1 || number > optionsCount) return null;
  return [...others, { idQuestionOption, idQuestionOptionAnswer: number }];
}

/** The number typed for one CORRELATE option, '' when none. */
export const correlateValue = (answerData: readonly AnswerDatum[], idQuestionOption: number) => {
  const number = answerData.find(
    (item) => item.idQuestionOption === idQuestionOption,
  )?.idQuestionOptionAnswer;
  return typeof number === 'number' ? String(number) : '';
};

/** A yes-like parameter (lockNavigation, showResponseSummary): 1, '1' or true. */
export const isOn = (value: unknown) => value === 1 || value === '1' || value === true;
