// The evaluation schemas (learning-area.md 3 'Answer', 'Evaluation'; 7.4) refuse an answer key before
// finishing: a question, an option or a questionnaire with a correctness field fails validation, so a
// server that leaked it would be caught by the browser's own check of every response.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllValidators } from '../../src/engine/validate';
import {
  correlateAnswer,
  openQuestionnaire,
  singleOptionAnswer,
} from '../fixtures/learning-evaluation-samples';
import { firstIssue } from './check-schema';

beforeAll(async () => {
  await loadAllValidators();
});

const withCorrectOption = {
  ...singleOptionAnswer,
  question: {
    ...singleOptionAnswer.question,
    options: singleOptionAnswer.question.options.map((option) => ({ ...option, correct: true })),
  },
};

describe('answer.json and questionnaire.json carry no answer key', () => {
  it('accept the samples', () => {
    expect(firstIssue('answer', singleOptionAnswer)).toBe('valid');
    expect(firstIssue('answer', correlateAnswer)).toBe('valid');
    expect(firstIssue('api/learning-evaluation-questionnaire-response', openQuestionnaire)).toBe('valid');
  });

  it.each([
    ['an option marked correct', withCorrectOption, '/question/options/0', 'additionalProperties'],
    [
      'the right CORRELATE number',
      { ...correlateAnswer, question: { ...correlateAnswer.question, correctOrder: [2, 1] } },
      '/question',
      'additionalProperties',
    ],
    ['an answer flagged right', { ...singleOptionAnswer, isCorrect: true }, '', 'additionalProperties'],
    [
      'an unknown question type',
      { ...singleOptionAnswer, question: { ...singleOptionAnswer.question, questionType: 'ESSAY' } },
      '/question/questionType',
      'enum',
    ],
  ])('answer refuses %s', (_what, payload, pointer, rule) =>
    expect(firstIssue('answer', payload)).toEqual({ pointer, rule }),
  );

  it('a questionnaire refuses an answer with a correct option inside it', () =>
    expect(
      firstIssue('api/learning-evaluation-questionnaire-response', {
        ...openQuestionnaire,
        answers: [withCorrectOption],
      }),
    ).toEqual({ pointer: '/answers/0/question/options/0', rule: 'additionalProperties' }));

  it('an evaluation reads an unknown type (the page says so, 2.2) but refuses a lockAfterApproval not 0 or 1', () => {
    // A type this browser does not know loads, and the screen shows 'TIPO DE AVALIAÇÃO NÃO ENCONTRADA.';
    // the server's own fixtures keep the three types (tenant-fixture.json).
    expect(firstIssue('evaluation', { ...openQuestionnaire.evaluation, evaluationType: 'QUIZ' })).toBe(
      'valid',
    );
    expect(firstIssue('evaluation', { ...openQuestionnaire.evaluation, evaluationType: '' })).toEqual({
      pointer: '/evaluationType',
      rule: 'minLength',
    });
    const parameters = { ...openQuestionnaire.evaluation.parameters, lockAfterApproval: 'sim' };
    expect(firstIssue('evaluation', { ...openQuestionnaire.evaluation, parameters })).toEqual({
      pointer: '/parameters/lockAfterApproval',
      rule: 'enum',
    });
  });
});
