import { describe, expect, it } from 'vitest';
import { knowledgeAnswers } from '../../../tests/fixtures/evaluation-screen-samples';
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import {
  correlateInput,
  correlateValue,
  firstQuestionIndex,
  gaugeAngle,
  startScreen,
  triesOnIntroduction,
} from './rules';

const answered = (index: number) =>
  knowledgeAnswers.map((answer, position) =>
    position <= index ? { ...answer, answerData: [{ idQuestionOption: answer.idAnswer * 10 + 1 }] } : answer,
  );

describe('startScreen (4.5)', () => {
  it('opens FEEDBACK once finished, even with answers', () => {
    expect(startScreen({ finishDate: '2026-11-24T05:10:00Z', answers: answered(1) })).toBe('FEEDBACK');
    expect(startScreen({ finishDate: '2026-11-24T05:10:00Z', answers: knowledgeAnswers })).toBe('FEEDBACK');
  });
  it('opens PLAYER when any answer exists, INTRODUCTION when none', () => {
    expect(startScreen({ finishDate: null, answers: answered(0) })).toBe('PLAYER');
    expect(startScreen({ finishDate: null, answers: knowledgeAnswers })).toBe('INTRODUCTION');
  });
  it('does not count a CORRELATE with only some numbers as an answer', () => {
    const correlate = knowledgeAnswers.map((answer) =>
      answer.question.questionType === 'CORRELATE'
        ? { ...answer, answerData: [{ idQuestionOption: 41, idQuestionOptionAnswer: 1 }] }
        : answer,
    );
    expect(startScreen({ finishDate: null, answers: correlate })).toBe('INTRODUCTION');
  });
});

describe('firstQuestionIndex (4.5)', () => {
  it('starts after the last answered question', () => {
    expect(firstQuestionIndex(knowledgeAnswers)).toBe(0);
    expect(firstQuestionIndex(answered(0))).toBe(1);
    expect(firstQuestionIndex(answered(1))).toBe(2);
  });
  it('stays on the last question when every one is answered', () => {
    const all = knowledgeAnswers.map((answer) => ({
      ...answer,
      answerData: answer.question.options.map((option, index) => ({
        idQuestionOption: option.idQuestionOption,
        idQuestionOptionAnswer: index + 1,
      })),
    }));
    expect(firstQuestionIndex(all)).toBe(3);
  });
});

describe('gaugeAngle (2.4: grade x 180 / 100 - 45)', () => {
  it.each([
    [0, -45],
    [50, 45],
    [75, 90],
    [100, 135],
  ])('grade %i turns the needle %i degrees', (grade, angle) => {
    expect(gaugeAngle(grade)).toBe(angle);
  });
  it('holds grades outside 0..100 to the dial', () => {
    expect(gaugeAngle(-10)).toBe(-45);
    expect(gaugeAngle(140)).toBe(135);
    expect(gaugeAngle(Number.NaN)).toBe(-45);
  });
});

describe('correlateInput (5 "Evaluation")', () => {
  const data = [{ idQuestionOption: 41, idQuestionOptionAnswer: 2 }];
  it('takes a number from 1 to the number of options', () => {
    expect(correlateInput(data, 42, '1', 3)).toEqual([
      ...data,
      { idQuestionOption: 42, idQuestionOptionAnswer: 1 },
    ]);
    expect(correlateInput(data, 41, '3', 3)).toEqual([{ idQuestionOption: 41, idQuestionOptionAnswer: 3 }]);
  });
  it('ignores out-of-range or non-numeric input (null: nothing changes)', () => {
    expect(correlateInput(data, 42, '0', 3)).toBeNull();
    expect(correlateInput(data, 42, '4', 3)).toBeNull();
    expect(correlateInput(data, 42, '-1', 3)).toBeNull();
    expect(correlateInput(data, 42, '1.5', 3)).toBeNull();
    expect(correlateInput(data, 42, 'a', 3)).toBeNull();
  });
  it('clears the option when emptied, keeping the others', () => {
    expect(correlateInput(data, 41, '', 3)).toEqual([]);
    expect(correlateInput(data, 42, ' ', 3)).toEqual(data);
  });
  it('shows the number typed for an option, or nothing', () => {
    expect(correlateValue(data, 41)).toBe('2');
    expect(correlateValue(data, 42)).toBe('');
  });
});

describe('unanswered-questions modal texts (5 "Evaluation")', () => {
  it('speaks of one question in the singular', () => {
    expect(text.unansweredTitle(1)).toBe('É necessário responder a questão para enviar a avaliação.');
    expect(text.unansweredListIntro(1)).toBe('Falta responder a seguinte questão:');
  });
  it('speaks of several in the plural', () => {
    expect(text.unansweredTitle(2)).toBe('É necessário responder todas as questões para enviar a avaliação.');
    expect(text.unansweredListIntro(3)).toBe('Faltam responder as seguintes questões:');
  });
});

describe("'Tentativas restantes' on the introduction (4.5)", () => {
  const open = (evaluationType: string, triesLeft: number | null | undefined) =>
    triesOnIntroduction({ triesLeft, finishDate: null, evaluation: { evaluationType } });

  it('counts the try about to begin, which the server already counts as taken', () => {
    // A pre-test: one try, created when the introduction opened.
    expect(open('PRE_TEST', 0)).toBe(1);
    // Three tries, the first open: all three are left.
    expect(open('KNOWLEDGE', 2)).toBe(3);
    // The last of three (a retry): one left, this one.
    expect(open('KNOWLEDGE', 0)).toBe(1);
  });

  it('leaves a finished questionnaire as the server counts it', () => {
    expect(
      triesOnIntroduction({
        triesLeft: 1,
        finishDate: '2026-11-24T05:10:00.000Z',
        evaluation: { evaluationType: 'KNOWLEDGE' },
      }),
    ).toBe(1);
  });

  it('shows nothing for a survey, or when the server says nothing', () => {
    expect(open('REACTION', 0)).toBeUndefined();
    expect(open('KNOWLEDGE', undefined)).toBeUndefined();
    expect(open('KNOWLEDGE', null)).toBeUndefined();
  });
});
