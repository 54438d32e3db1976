// What the evaluation routes answer, without a server: the key stays out of the questionnaire, and
// the finished result and 'Gabarito' say what was right.
import { describe, expect, it } from 'vitest';
import type { StoredAnswer, StoredQuestion } from './store.ts';
import { answerResultView, answersView } from './views.ts';

const question: StoredQuestion = {
  idQuestion: 1,
  statement: 'Qual?',
  questionType: 'SINGLE_OPTION',
  required: true,
  options: [
    { idQuestionOption: 11, description: 'A', correct: false },
    { idQuestionOption: 12, description: 'B', correct: true },
  ],
  scales: [],
};
const answer: StoredAnswer = {
  idAnswer: 100,
  position: 1,
  idQuestion: 1,
  answerData: [{ idQuestionOption: 11 }],
  answerText: null,
  answerStatus: 'ANSWERED',
  clientSeq: 3,
};

describe('answersView', () => {
  it('lists each answer with its question, without the key, and drops an unknown question', () => {
    const view = answersView([answer, { ...answer, idAnswer: 101, idQuestion: 9 }], [question]);
    expect(view).toHaveLength(1);
    expect(JSON.stringify(view)).not.toMatch(/correct/);
    expect(view[0]).toMatchObject({ idAnswer: 100, answerStatus: 'ANSWERED', question: { idQuestion: 1 } });
  });
});

describe('answerResultView', () => {
  it("marks what was chosen and what was right ('Gabarito')", () => {
    expect(answerResultView(answer, question)).toEqual({
      idAnswer: 100,
      statement: 'Qual?',
      questionType: 'SINGLE_OPTION',
      isCorrect: false,
      answerText: null,
      options: [
        { idQuestionOption: 11, description: 'A', chosen: true, correct: false },
        { idQuestionOption: 12, description: 'B', chosen: false, correct: true },
      ],
    });
  });
});
