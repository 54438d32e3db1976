// The evaluations' own decisions (learning-area.md 4.5, 5, 7.4), without a server.
import { describe, expect, it } from 'vitest';
import {
  answerWrite,
  mayAnswerAt,
  pastDeadline,
  sameAnswer,
  secondsLeft,
  startDecision,
  triesOf,
  unansweredOf,
} from './rules.ts';
import type {
  EvaluationParameters,
  StoredAnswer,
  StoredEvaluation,
  StoredQuestion,
  StoredQuestionnaire,
} from './store.ts';

const parameters = (fields: Partial<EvaluationParameters>): EvaluationParameters => ({
  timeLimit: null,
  questionAmount: null,
  lockNavigation: 0,
  maxTries: null,
  lockAfterApproval: '0',
  showResponseSummary: 0,
  closingText: null,
  ...fields,
});
const evaluation = (fields: Partial<StoredEvaluation['fields']> = {}): StoredEvaluation => ({
  idEvaluation: 7,
  nodeCode: 'N',
  position: 0,
  fields: {
    idEvaluation: 7,
    title: 'Prova',
    evaluationType: 'KNOWLEDGE',
    evaluationMasteryScore: 70,
    questionnaireType: 'KNOWLEDGE',
    parameters: parameters({ maxTries: 2 }),
    ...fields,
  },
});
const questionnaire = (fields: Partial<StoredQuestionnaire> = {}): StoredQuestionnaire => ({
  idQuestionnaire: 1,
  idUser: 1,
  idEnrollment: 5,
  idNodeEnrollment: 50,
  idEvaluation: 7,
  attempt: 1,
  startDate: '2026-11-28T10:00:00.000Z',
  deadline: null,
  timeLeft: null,
  finishDate: null,
  grade: null,
  ...fields,
});

describe('triesOf and startDecision (4.5)', () => {
  it('creates the first attempt, then gives the open one back to start and restart alike', () => {
    expect(startDecision(triesOf([], 5, evaluation()), false)).toEqual({ kind: 'create', attempt: 1 });
    const open = [questionnaire()];
    expect(startDecision(triesOf(open, 5, evaluation()), false)).toEqual({
      kind: 'existing',
      idQuestionnaire: 1,
    });
    expect(startDecision(triesOf(open, 5, evaluation()), true)).toMatchObject({ kind: 'existing' });
  });

  it('start gives the latest finished one back; restart starts the next while tries are left', () => {
    const failed = [questionnaire({ finishDate: '2026-11-28T10:05:00.000Z', grade: 40 })];
    expect(startDecision(triesOf(failed, 5, evaluation()), false)).toMatchObject({ kind: 'existing' });
    expect(startDecision(triesOf(failed, 5, evaluation()), true)).toEqual({ kind: 'create', attempt: 2 });
    const both = [...failed, questionnaire({ idQuestionnaire: 2, attempt: 2, finishDate: 'x', grade: 10 })];
    expect(startDecision(triesOf(both, 5, evaluation()), true)).toEqual({ kind: 'noTriesLeft' });
  });

  it('counts only the enrollment and evaluation asked for; a pre-test has one try', () => {
    const other = [questionnaire({ idEnrollment: 6 }), questionnaire({ idEvaluation: 8 })];
    expect(triesOf(other, 5, evaluation()).attempts).toBe(0);
    const preTest = evaluation({ evaluationType: 'PRE_TEST', parameters: parameters({ maxTries: 5 }) });
    expect(triesOf([questionnaire({ finishDate: 'x', grade: 0 })], 5, preTest)).toMatchObject({
      maxTries: 1,
      triesLeft: 0,
    });
  });
});

describe("the server's clock", () => {
  const now = new Date('2026-11-28T10:00:00.000Z');
  it('counts down to the deadline, 0 once finished, null without a limit', () => {
    expect(secondsLeft(questionnaire(), now, null)).toBeNull();
    const timed = questionnaire({ deadline: '2026-11-28T10:00:20.500Z' });
    expect(secondsLeft(timed, now, 60)).toBe(20);
    expect(secondsLeft({ ...timed, finishDate: 'x' }, now, 60)).toBe(0);
    expect(pastDeadline(timed, now)).toBe(false);
    expect(pastDeadline(timed, new Date('2026-11-28T10:00:20.500Z'))).toBe(true);
  });

  it('gives the whole limit while the clock has not started (the introduction), and is never past it', () => {
    const notStarted = questionnaire({ deadline: null });
    expect(secondsLeft(notStarted, now, 20)).toBe(20);
    expect(secondsLeft(notStarted, new Date('2030-01-01T00:00:00Z'), 20)).toBe(20);
    expect(pastDeadline(notStarted, now)).toBe(false);
  });
});

describe('unansweredOf (5 Survey)', () => {
  const question = (idQuestion: number, questionType: string, required = true): StoredQuestion => ({
    idQuestion,
    statement: 'Q',
    questionType,
    required,
    options: [{ idQuestionOption: idQuestion * 10, description: 'A' }],
    scales: [],
  });
  const answer = (
    position: number,
    idQuestion: number,
    fields: Partial<StoredAnswer> = {},
  ): StoredAnswer => ({
    idAnswer: position,
    position,
    idQuestion,
    answerData: [],
    answerText: null,
    answerStatus: 'NOT_ANSWERED',
    clientSeq: null,
    ...fields,
  });
  it('lists the required questions still empty, by their number', () => {
    const questions = [question(1, 'COMMENT'), question(2, 'COMMENT', false), question(3, 'LIKERT_SCALE')];
    const answers = [answer(1, 1), answer(2, 2), answer(3, 3, { answerData: [{ idQuestionOption: 30 }] })];
    expect(unansweredOf(answers, questions)).toEqual([1]);
  });
});

describe('answerWrite (contract B, clientSeq)', () => {
  const value = (clientSeq: number | null, option = 1, answerText: string | null = null) => ({
    answerData: [{ idQuestionOption: option }],
    answerText,
    clientSeq,
  });
  it('writes over an answer no device numbered, with or without a clientSeq', () => {
    expect(answerWrite(value(null), value(null, 2))).toBe('write');
    expect(answerWrite(value(null), value(3, 2))).toBe('write');
  });
  it('writes a newer clientSeq and keeps the stored one for a replay or an older one', () => {
    expect(answerWrite(value(5), value(6, 2))).toBe('write');
    expect(answerWrite(value(5), value(5, 2))).toBe('keep');
    expect(answerWrite(value(5), value(4, 2))).toBe('keep');
  });
  it('refuses a write without clientSeq over a numbered answer, unless it changes nothing', () => {
    expect(answerWrite(value(5), value(null, 2))).toBe('refuse');
    expect(answerWrite(value(5, 1, ''), value(null, 1, null))).toBe('keep');
  });
  it('compares items in any order and no text as empty text', () => {
    const two = (a: number, b: number) => ({
      answerData: [{ idQuestionOption: a }, { idQuestionOption: b }],
      answerText: '',
      clientSeq: null,
    });
    expect(sameAnswer(two(1, 2), { ...two(2, 1), answerText: null })).toBe(true);
    expect(sameAnswer(two(1, 2), two(1, 3))).toBe(false);
  });
});

describe('mayAnswerAt (lockNavigation)', () => {
  const statuses = (...answered: boolean[]) =>
    answered.map((done) => ({ answerStatus: done ? ('ANSWERED' as const) : ('NOT_ANSWERED' as const) }));
  const locked = evaluation({ parameters: parameters({ lockNavigation: 1 }) });
  it('takes the questions up to the one after the last answered', () => {
    expect([0, 1, 2].map((index) => mayAnswerAt(locked, statuses(false, false, false), index))).toEqual([
      true,
      false,
      false,
    ]);
    expect([0, 1, 2].map((index) => mayAnswerAt(locked, statuses(true, false, false), index))).toEqual([
      true,
      true,
      false,
    ]);
  });
  it('holds neither an evaluation without the lock nor a survey', () => {
    expect(mayAnswerAt(evaluation(), statuses(false, false), 1)).toBe(true);
    const survey = evaluation({ evaluationType: 'REACTION', parameters: parameters({ lockNavigation: 1 }) });
    expect(mayAnswerAt(survey, statuses(false, false), 1)).toBe(true);
  });
});
