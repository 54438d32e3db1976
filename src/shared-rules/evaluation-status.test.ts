// Every evaluation rule of learning-area.md 4.5 and 5 ('Evaluation', 'Survey'), number by number.
import { describe, expect, it } from 'vitest';
import {
  evaluationDisplayStatus,
  furthestReachable,
  isAnswered,
  isComplete,
  locksNavigation,
  passed,
  triesLeft,
  unansweredQuestions,
  type AnswerState,
} from './evaluation-status';

const started = { startDate: '2026-11-24T05:00:00.000Z', finishDate: null, grade: null };
const finished = (grade: number | null) => ({
  startDate: '2026-11-24T05:00:00.000Z',
  finishDate: '2026-11-24T05:10:00.000Z',
  grade,
});

describe('4.5 passed', () => {
  it('passes at or above the mastery score, not below, never without a grade', () => {
    expect(passed(70, 70)).toBe(true);
    expect(passed(71, 70)).toBe(true);
    expect(passed(69.9, 70)).toBe(false);
    expect(passed(null, 70)).toBe(false);
    expect(passed(undefined, 0)).toBe(false);
    expect(passed(0, null)).toBe(true);
  });
});

describe('4.5 display status', () => {
  it.each([
    ['REACTION with no questionnaire', 'REACTION', null, null, 'NOT_ATTEMPTED', 0, false],
    ['REACTION started', 'REACTION', null, started, 'IN_PROGRESS', 50, false],
    ['REACTION finished', 'REACTION', null, finished(null), 'COMPLETED', 100, false],
    ['KNOWLEDGE at the mastery score', 'KNOWLEDGE', 70, finished(70), 'PASSED', 100, false],
    ['KNOWLEDGE below the mastery score', 'KNOWLEDGE', 70, finished(50), 'FAILED', 100, false],
    ['KNOWLEDGE finished without a grade', 'KNOWLEDGE', 70, finished(null), 'FAILED', 100, false],
    ['KNOWLEDGE started', 'KNOWLEDGE', 70, started, 'IN_PROGRESS', 50, false],
    ['KNOWLEDGE not started', 'KNOWLEDGE', 70, undefined, 'NOT_ATTEMPTED', 0, false],
    // PRE_TEST: the KNOWLEDGE progress, shown as the grade only (Aproveitamento).
    ['PRE_TEST below the mastery score', 'PRE_TEST', 70, finished(30), 'FAILED', 100, true],
    ['PRE_TEST not started', 'PRE_TEST', 70, null, 'NOT_ATTEMPTED', 0, true],
  ] as const)('%s', (_case, type, mastery, questionnaire, status, progress, showsGradeOnly) => {
    expect(evaluationDisplayStatus(type, mastery, questionnaire)).toEqual({
      status,
      progress,
      showsGradeOnly,
    });
  });
});

describe('4.5 tries left', () => {
  it('is maxTries minus attempts, never negative', () => {
    expect(triesLeft({ maxTries: 3, attempts: 1, passed: false })).toBe(2);
    expect(triesLeft({ maxTries: 2, attempts: 2, passed: false })).toBe(0);
    expect(triesLeft({ maxTries: 2, attempts: 5, passed: false })).toBe(0);
  });

  it('a missing maxTries allows one attempt', () => {
    expect(triesLeft({ maxTries: null, attempts: 0, passed: false })).toBe(1);
    expect(triesLeft({ maxTries: undefined, attempts: 1, passed: false })).toBe(0);
  });

  it('a pre-test forces maxTries 1', () => {
    expect(triesLeft({ maxTries: 5, attempts: 0, passed: false, preTest: true })).toBe(1);
    expect(triesLeft({ maxTries: 5, attempts: 1, passed: false, preTest: true })).toBe(0);
  });

  it("lockAfterApproval '1' or 1 and passed leaves 0; not passed, or not locking, keeps the count", () => {
    expect(triesLeft({ maxTries: 3, attempts: 1, passed: true, lockAfterApproval: '1' })).toBe(0);
    expect(triesLeft({ maxTries: 3, attempts: 1, passed: true, lockAfterApproval: 1 })).toBe(0);
    expect(triesLeft({ maxTries: 3, attempts: 1, passed: false, lockAfterApproval: '1' })).toBe(2);
    expect(triesLeft({ maxTries: 3, attempts: 1, passed: true, lockAfterApproval: '0' })).toBe(2);
    expect(triesLeft({ maxTries: 3, attempts: 1, passed: true, lockAfterApproval: null })).toBe(2);
  });
});

const answer = (fields: Partial<AnswerState>): AnswerState => ({
  questionType: 'SINGLE_OPTION',
  optionsCount: 4,
  answerData: [],
  answerText: null,
  ...fields,
});

describe('5 isAnswered', () => {
  it('single, true-or-false, multi and likert need at least one answer', () => {
    for (const questionType of ['SINGLE_OPTION', 'TRUE_OR_FALSE', 'MULTI_OPTION', 'LIKERT_SCALE']) {
      expect(isAnswered(answer({ questionType }))).toBe(false);
      expect(isAnswered(answer({ questionType, answerData: [{ idQuestionOption: 1 }] }))).toBe(true);
    }
  });

  it('CORRELATE counts only when answers equal the options', () => {
    const pairs = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ idQuestionOption: i + 1, idQuestionOptionAnswer: i + 1 }));
    expect(isAnswered(answer({ questionType: 'CORRELATE', optionsCount: 3, answerData: pairs(2) }))).toBe(
      false,
    );
    expect(isAnswered(answer({ questionType: 'CORRELATE', optionsCount: 3, answerData: pairs(3) }))).toBe(
      true,
    );
    // The same option twice is one answer, and an option cleared (no number) none.
    const repeated = [...pairs(2), { idQuestionOption: 2, idQuestionOptionAnswer: 3 }];
    expect(isAnswered(answer({ questionType: 'CORRELATE', optionsCount: 3, answerData: repeated }))).toBe(
      false,
    );
    const cleared = [...pairs(2), { idQuestionOption: 3, idQuestionOptionAnswer: null }];
    expect(isAnswered(answer({ questionType: 'CORRELATE', optionsCount: 3, answerData: cleared }))).toBe(
      false,
    );
  });

  it('MULTI_LIKERT_SCALE needs a scale for every option', () => {
    const scales = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ idQuestionOption: i + 1, idQuestionScale: 7 }));
    const question = { questionType: 'MULTI_LIKERT_SCALE', optionsCount: 3 };
    expect(isAnswered(answer({ ...question, answerData: scales(2) }))).toBe(false);
    expect(isAnswered(answer({ ...question, answerData: scales(3) }))).toBe(true);
  });

  it('SINGLE_OPTION_COMMENT needs a comment too when required', () => {
    const chosen = { questionType: 'SINGLE_OPTION_COMMENT', answerData: [{ idQuestionOption: 1 }] };
    expect(isAnswered(answer({ ...chosen, required: true, answerText: '  ' }))).toBe(false);
    expect(isAnswered(answer({ ...chosen, required: true, answerText: 'Ótimo curso' }))).toBe(true);
    expect(isAnswered(answer({ ...chosen, required: false }))).toBe(true);
  });

  it('COMMENT needs non-empty text', () => {
    expect(isAnswered(answer({ questionType: 'COMMENT', answerText: ' \n ' }))).toBe(false);
    expect(isAnswered(answer({ questionType: 'COMMENT', answerText: 'Sugestão' }))).toBe(true);
  });
});

describe('5 unanswered questions', () => {
  it('lists the 1-based numbers of the questions still to answer, in order', () => {
    const list = [
      answer({ answerData: [{ idQuestionOption: 1 }] }),
      answer({}),
      answer({ questionType: 'COMMENT', answerText: 'ok' }),
      answer({ questionType: 'MULTI_OPTION' }),
    ];
    expect(unansweredQuestions(list)).toEqual([2, 4]);
    expect(unansweredQuestions([])).toEqual([]);
  });

  it('an optional survey question never holds the submit back; a graded one always does', () => {
    expect(isComplete(answer({ questionType: 'COMMENT', required: false }))).toBe(true);
    expect(isComplete(answer({ questionType: 'LIKERT_SCALE', required: false }))).toBe(true);
    expect(isComplete(answer({ questionType: 'SINGLE_OPTION', required: false }))).toBe(false);
    expect(unansweredQuestions([answer({ questionType: 'COMMENT', required: true })])).toEqual([1]);
  });
});

describe('5 lockNavigation', () => {
  it('reaches the question after the last answered one, the first when none is', () => {
    expect(furthestReachable([])).toBe(0);
    expect(furthestReachable([false, false, false])).toBe(0);
    expect(furthestReachable([true, false, false])).toBe(1);
    expect(furthestReachable([true, false, true, false])).toBe(3);
    expect(furthestReachable([true, true])).toBe(2);
  });

  it('reads the parameter as 1, "1" or true', () => {
    expect([1, '1', true, 0, '0', false, null, undefined].map(locksNavigation)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
