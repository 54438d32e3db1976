// The answer key at work (learning-area.md 5 'Evaluation', 7.4): checks an answer against its question,
// grades a finished questionnaire and strips the key from what is sent before finishing. Pure functions;
// the evaluation routes are the only callers.
import {
  GRADED_QUESTION_TYPES,
  isAnswered,
  type AnswerDataItem,
} from '../../src/shared-rules/evaluation-status.ts';
import { learningEvaluationMessages as texts } from './messages.ts';
import type { StoredQuestion } from './store.ts';

/** The question as answer.json has it: no correct flag, no correct number. */
export function publicQuestion(question: StoredQuestion) {
  return {
    idQuestion: question.idQuestion,
    statement: question.statement,
    questionType: question.questionType,
    required: question.required !== false,
    options: question.options.map(({ idQuestionOption, description }) => ({ idQuestionOption, description })),
    scales: question.scales.map(({ idQuestionScale, title }) => ({ idQuestionScale, title })),
  };
}

const oneChoiceTypes = new Set(['SINGLE_OPTION', 'TRUE_OR_FALSE', 'LIKERT_SCALE', 'SINGLE_OPTION_COMMENT']);

/**
 * The answer data kept for the question, or the pt-BR reason it is refused (a 400): every option must
 * be the question's, a one-choice type takes one, a CORRELATE number lies in 1..options, a
 * MULTI_LIKERT_SCALE row takes one of the question's scales, a COMMENT takes text only.
 */
export function checkedAnswerData(
  question: StoredQuestion,
  data: readonly AnswerDataItem[],
): { data: AnswerDataItem[] } | { refusal: string } {
  const options = new Set(question.options.map((option) => option.idQuestionOption));
  const scales = new Set(question.scales.map((scale) => scale.idQuestionScale));
  if (question.questionType === 'COMMENT' && data.length > 0) return { refusal: texts.textOnly };
  if (oneChoiceTypes.has(question.questionType) && data.length > 1) return { refusal: texts.oneAnswerOnly };
  const seen = new Set<number>();
  const kept: AnswerDataItem[] = [];
  for (const item of data) {
    const idQuestionOption = item.idQuestionOption as number;
    if (!options.has(idQuestionOption)) return { refusal: texts.optionNotOfQuestion };
    if (seen.has(idQuestionOption)) return { refusal: texts.repeatedOption };
    seen.add(idQuestionOption);
    if (question.questionType === 'CORRELATE') {
      const number = item.idQuestionOptionAnswer;
      // An item cleared (no number) is simply not answered (5: 'empty clears').
      if (number === null || number === undefined) continue;
      if (number < 1 || number > options.size) return { refusal: texts.correlateNumber(options.size) };
      kept.push({ idQuestionOption, idQuestionOptionAnswer: number });
    } else if (question.questionType === 'MULTI_LIKERT_SCALE') {
      const scale = item.idQuestionScale;
      if (scale === null || scale === undefined) continue;
      if (!scales.has(scale)) return { refusal: texts.scaleNotOfQuestion };
      kept.push({ idQuestionOption, idQuestionScale: scale });
    } else {
      kept.push({ idQuestionOption });
    }
  }
  return { data: kept };
}

/** Whether the question, answered so, counts as answered (the shared rule of 5). */
export function answerStatusOf(
  question: StoredQuestion,
  data: readonly AnswerDataItem[],
  text: string | null | undefined,
): 'ANSWERED' | 'NOT_ANSWERED' {
  return isAnswered({
    questionType: question.questionType,
    optionsCount: question.options.length,
    answerData: data,
    answerText: text,
    required: question.required !== false,
  })
    ? 'ANSWERED'
    : 'NOT_ANSWERED';
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((value) => b.has(value));

/**
 * Is the answer right? SINGLE_OPTION and TRUE_OR_FALSE: the one correct option exactly; MULTI_OPTION:
 * exactly the set of correct options; CORRELATE: every item numbered with its correct number. Survey
 * types are never right or wrong (null).
 */
export function isRight(question: StoredQuestion, data: readonly AnswerDataItem[]): boolean | null {
  if (!GRADED_QUESTION_TYPES.has(question.questionType)) return null;
  if (question.questionType === 'CORRELATE') {
    const numbers = new Map(data.map((item) => [item.idQuestionOption, item.idQuestionOptionAnswer]));
    return question.options.every((option) => numbers.get(option.idQuestionOption) === option.correctNumber);
  }
  const chosen = new Set(data.map((item) => item.idQuestionOption as number));
  const correct = new Set(
    question.options.filter((option) => option.correct === true).map((option) => option.idQuestionOption),
  );
  return correct.size > 0 && sameSet(chosen, correct);
}

/** Grade 0-100 by questions right, two decimals; null when nothing is graded (a survey). */
export function gradeOf(rights: readonly (boolean | null)[]): number | null {
  const graded = rights.filter((right) => right !== null);
  if (graded.length === 0) return null;
  const right = graded.filter(Boolean).length;
  return Math.round((right * 10_000) / graded.length) / 100;
}

/**
 * The questions a new questionnaire takes: all, or questionAmount of them picked by a shuffle seeded
 * with the questionnaire's id (each attempt may draw others; one questionnaire keeps its rows), kept in
 * the evaluation's order.
 */
export function pickQuestions<T extends { idQuestion: number }>(
  questions: readonly T[],
  amount: number | null,
  seed: number,
): T[] {
  if (!amount || amount >= questions.length) return [...questions];
  const score = (id: number) => {
    let hash = (seed * 2_654_435_761 + id * 40_503) >>> 0;
    hash = Math.imul(hash ^ (hash >>> 16), 2_246_822_507) >>> 0;
    return Math.imul(hash ^ (hash >>> 13), 3_266_489_909) >>> 0;
  };
  const chosen = new Set(
    [...questions]
      .sort((a, b) => score(a.idQuestion) - score(b.idQuestion))
      .slice(0, amount)
      .map((question) => question.idQuestion),
  );
  return questions.filter((question) => chosen.has(question.idQuestion));
}
