// Each question type as the learner answers it (learning-area.md 5 "Evaluation" and "Survey"): what it
// shows, by its visible names, and the answer it gives.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { EvaluationAnswer } from '../../generated/types';
import { knowledgeAnswers, surveyAnswers } from '../../../tests/fixtures/evaluation-screen-samples';
import { QuestionInput, type AnswerDraft } from './QuestionInput';

/** The input with its answer kept as the player keeps it; every draft given is recorded. */
function Harness({ start, given }: { start: EvaluationAnswer; given: (draft: AnswerDraft) => void }) {
  const [answer, setAnswer] = useState(start);
  return (
    <QuestionInput
      answer={answer}
      number={1}
      onChange={(draft) => {
        given(draft);
        setAnswer({
          ...answer,
          answerData: draft.answerData,
          answerText: draft.answerText ?? answer.answerText,
        });
      }}
    />
  );
}

const byType = (type: string) =>
  [...knowledgeAnswers, ...surveyAnswers].find((answer) => answer.question.questionType === type)!;

const draw = (type: string) => {
  const given = vi.fn<(draft: AnswerDraft) => void>();
  render(<Harness start={byType(type)} given={given} />);
  return given;
};

describe('question inputs', () => {
  it('SINGLE_OPTION: a radio group named by its statement, one choice, by keyboard', async () => {
    const given = draw('SINGLE_OPTION');
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: '1. Qual é a cor do céu?' })).toBeTruthy();
    await user.tab();
    await user.keyboard(' ');
    expect(given).toHaveBeenLastCalledWith({ answerData: [{ idQuestionOption: 11 }] });
    await user.keyboard('{ArrowDown}');
    expect(given).toHaveBeenLastCalledWith({ answerData: [{ idQuestionOption: 12 }] });
    expect((screen.getByRole('radio', { name: 'Verde' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Azul' }) as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    ['TRUE_OR_FALSE', 'one of two radios', 'Falso', 22],
    ['LIKERT_SCALE', 'one point of the scale', 'Sempre', 123],
  ] as const)('%s: %s', (type, _what, option, idQuestionOption) => {
    const given = draw(type);
    fireEvent.click(screen.getByRole('radio', { name: option }));
    expect(given).toHaveBeenLastCalledWith({ answerData: [{ idQuestionOption }] });
  });

  it('MULTI_OPTION: checkboxes, several ticked, one unticked', () => {
    const given = draw('MULTI_OPTION');
    fireEvent.click(screen.getByRole('checkbox', { name: '2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '4' }));
    expect(given).toHaveBeenLastCalledWith({
      answerData: [{ idQuestionOption: 31 }, { idQuestionOption: 33 }],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: '2' }));
    expect(given).toHaveBeenLastCalledWith({ answerData: [{ idQuestionOption: 33 }] });
  });

  it('CORRELATE: a number per option from 1 to N; out of range ignored, empty clears', () => {
    const given = draw('CORRELATE');
    expect(screen.getByText('Digite um número de 1 a 3')).toBeTruthy();
    const plan = screen.getByRole('textbox', { name: 'Planejar' }) as HTMLInputElement;
    fireEvent.change(plan, { target: { value: '2' } });
    expect(given).toHaveBeenLastCalledWith({
      answerData: [{ idQuestionOption: 41, idQuestionOptionAnswer: 2 }],
    });
    fireEvent.change(plan, { target: { value: '7' } });
    expect(given).toHaveBeenCalledTimes(1);
    expect(plan.value).toBe('2');
    fireEvent.change(plan, { target: { value: '' } });
    expect(given).toHaveBeenLastCalledWith({ answerData: [] });
    expect(plan.value).toBe('');
  });

  it('MULTI_LIKERT_SCALE: a scale per option', () => {
    const given = draw('MULTI_LIKERT_SCALE');
    const content = screen.getByRole('group', { name: 'Conteúdo' });
    const teacher = screen.getByRole('group', { name: 'Instrutor' });
    fireEvent.click(content.querySelectorAll('input')[2]!);
    fireEvent.click(teacher.querySelectorAll('input')[0]!);
    expect(given).toHaveBeenLastCalledWith({
      answerData: [
        { idQuestionOption: 111, idQuestionScale: 3 },
        { idQuestionOption: 112, idQuestionScale: 1 },
      ],
    });
    expect(screen.getAllByRole('radio', { name: 'Ótimo' })).toHaveLength(2);
  });

  it('SINGLE_OPTION_COMMENT: a choice and a comment', () => {
    const given = draw('SINGLE_OPTION_COMMENT');
    fireEvent.click(screen.getByRole('radio', { name: 'Sim' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Comentário' }), { target: { value: 'Muito bom' } });
    expect(given).toHaveBeenLastCalledWith({
      answerData: [{ idQuestionOption: 131 }],
      answerText: 'Muito bom',
    });
  });

  it('COMMENT: a textarea of at most 4000 characters with a counter', () => {
    const given = draw('COMMENT');
    const box = screen.getByRole('textbox', { name: 'Comentário' }) as HTMLTextAreaElement;
    expect(box.maxLength).toBe(4000);
    expect(screen.getByText('0/4000 caracteres')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(4100) } });
    expect(given).toHaveBeenLastCalledWith({ answerData: [], answerText: 'x'.repeat(4000) });
    expect(screen.getByText('4000/4000 caracteres')).toBeTruthy();
  });
});
