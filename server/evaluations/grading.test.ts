// The server's grading (learning-area.md 5 'Evaluation', 7.4), type by type, and its answer checks.
import { describe, expect, it } from 'vitest';
import { learningEvaluationMessages as texts } from './messages.ts';
import type { StoredQuestion } from './store.ts';
import {
  answerStatusOf,
  checkedAnswerData,
  gradeOf,
  isRight,
  pickQuestions,
  publicQuestion,
} from './grading.ts';

const question = (questionType: string, options: StoredQuestion['options'], fields = {}): StoredQuestion => ({
  idQuestion: 1,
  statement: 'Questão',
  questionType,
  required: true,
  options,
  scales: [],
  ...fields,
});
const single = question('SINGLE_OPTION', [
  { idQuestionOption: 11, description: 'A', correct: false },
  { idQuestionOption: 12, description: 'B', correct: true },
]);
const multi = question('MULTI_OPTION', [
  { idQuestionOption: 21, description: 'A', correct: true },
  { idQuestionOption: 22, description: 'B', correct: false },
  { idQuestionOption: 23, description: 'C', correct: true },
]);
const correlate = question('CORRELATE', [
  { idQuestionOption: 31, description: 'Phishing', correctNumber: 2 },
  { idQuestionOption: 32, description: 'Ransomware', correctNumber: 1 },
]);
const likert = question('MULTI_LIKERT_SCALE', [{ idQuestionOption: 41, description: 'Clareza' }], {
  scales: [{ idQuestionScale: 401, title: 'Concordo' }],
});

describe('isRight', () => {
  it('SINGLE_OPTION and TRUE_OR_FALSE: the correct option exactly', () => {
    expect(isRight(single, [{ idQuestionOption: 12 }])).toBe(true);
    expect(isRight(single, [{ idQuestionOption: 11 }])).toBe(false);
    expect(isRight(single, [])).toBe(false);
  });

  it('MULTI_OPTION: exactly the set of correct options, no more, no less', () => {
    expect(isRight(multi, [{ idQuestionOption: 23 }, { idQuestionOption: 21 }])).toBe(true);
    expect(isRight(multi, [{ idQuestionOption: 21 }])).toBe(false);
    expect(
      isRight(multi, [{ idQuestionOption: 21 }, { idQuestionOption: 22 }, { idQuestionOption: 23 }]),
    ).toBe(false);
  });

  it('CORRELATE: every item with its correct number', () => {
    const pair = (a: number, b: number) => [
      { idQuestionOption: 31, idQuestionOptionAnswer: a },
      { idQuestionOption: 32, idQuestionOptionAnswer: b },
    ];
    expect(isRight(correlate, pair(2, 1))).toBe(true);
    expect(isRight(correlate, pair(1, 2))).toBe(false);
    expect(isRight(correlate, pair(2, 1).slice(0, 1))).toBe(false);
  });

  it('survey types are neither right nor wrong', () => {
    expect(isRight(likert, [{ idQuestionOption: 41, idQuestionScale: 401 }])).toBeNull();
  });
});

describe('gradeOf', () => {
  it('is the share of graded questions right, 0-100 with two decimals; null for a survey', () => {
    expect(gradeOf([true, true, false])).toBe(66.67);
    expect(gradeOf([true, null, false])).toBe(50);
    expect(gradeOf([false])).toBe(0);
    expect(gradeOf([null, null])).toBeNull();
  });
});

describe('checkedAnswerData', () => {
  it('refuses an option of another question, two choices in a one-choice type, a repeated option', () => {
    expect(checkedAnswerData(single, [{ idQuestionOption: 21 }])).toEqual({
      refusal: texts.optionNotOfQuestion,
    });
    expect(checkedAnswerData(single, [{ idQuestionOption: 11 }, { idQuestionOption: 12 }])).toEqual({
      refusal: texts.oneAnswerOnly,
    });
    expect(checkedAnswerData(multi, [{ idQuestionOption: 21 }, { idQuestionOption: 21 }])).toEqual({
      refusal: texts.repeatedOption,
    });
  });

  it('CORRELATE: a number from 1 to the options count; an item without a number is dropped', () => {
    expect(checkedAnswerData(correlate, [{ idQuestionOption: 31, idQuestionOptionAnswer: 3 }])).toEqual({
      refusal: texts.correlateNumber(2),
    });
    expect(
      checkedAnswerData(correlate, [
        { idQuestionOption: 31, idQuestionOptionAnswer: 2 },
        { idQuestionOption: 32, idQuestionOptionAnswer: null },
      ]),
    ).toEqual({ data: [{ idQuestionOption: 31, idQuestionOptionAnswer: 2 }] });
  });

  it("MULTI_LIKERT_SCALE: one of the question's scales; COMMENT: text only", () => {
    expect(checkedAnswerData(likert, [{ idQuestionOption: 41, idQuestionScale: 999 }])).toEqual({
      refusal: texts.scaleNotOfQuestion,
    });
    expect(checkedAnswerData(question('COMMENT', []), [{ idQuestionOption: 1 }])).toEqual({
      refusal: texts.textOnly,
    });
  });

  it('keeps only the fields the type reads', () => {
    expect(checkedAnswerData(single, [{ idQuestionOption: 12, idQuestionScale: 401 }])).toEqual({
      data: [{ idQuestionOption: 12 }],
    });
    expect(answerStatusOf(single, [{ idQuestionOption: 12 }], null)).toBe('ANSWERED');
    expect(answerStatusOf(correlate, [{ idQuestionOption: 31, idQuestionOptionAnswer: 2 }], null)).toBe(
      'NOT_ANSWERED',
    );
  });
});

describe('publicQuestion and pickQuestions', () => {
  it('sends the question without its answer key', () => {
    expect(JSON.stringify([publicQuestion(single), publicQuestion(correlate)])).not.toMatch(/correct/i);
  });

  it('picks questionAmount questions, the same ones for the same seed, in the evaluation order', () => {
    const bank = [1, 2, 3, 4, 5, 6, 7, 8].map((idQuestion) => ({ idQuestion }));
    const picked = pickQuestions(bank, 3, 17);
    expect(picked).toHaveLength(3);
    expect(pickQuestions(bank, 3, 17)).toEqual(picked);
    const ids = picked.map((row) => row.idQuestion);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(pickQuestions(bank, null, 17)).toHaveLength(8);
    expect(pickQuestions(bank, 20, 17)).toHaveLength(8);
    // Other seeds draw other sets (not always the first three).
    const sets = new Set([1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(pickQuestions(bank, 3, seed))));
    expect(sets.size).toBeGreaterThan(1);
  });
});
