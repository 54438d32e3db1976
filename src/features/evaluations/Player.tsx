// PLAYER (learning-area.md 4.5, 5 "Evaluation"): one question at a time with previous and next, a list
// of the questions to jump to (not with lockNavigation 1: then no advancing until the current one is
// answered), the send button only on the last question or once all are answered, and the
// unanswered-questions modal with its list. The time left is the server's (useEvaluationClock); at 0
// the evaluation is sent by itself. Answers go through the outbox, whose status shows here.
import { useState } from 'react';
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import { isAnswered, unansweredQuestions } from '../../shared-rules/evaluation-status';
import { Modal } from '../../ui/Modal';
import { OutboxStatus } from '../outbox';
import { QuestionInput } from './QuestionInput';
import { answerState, firstQuestionIndex, isOn } from './rules';
import { TimeLeft } from './TimeLeft';
import type { AnsweringProps } from './useAnswerDrafts';
import { EvaluationPage } from './EvaluationPage';
import * as css from './evaluations.css';

export function Player({ questionnaire, questionnaireKey, drafts, onSend }: AnsweringProps) {
  const { answers, change } = drafts;
  const [index, setIndex] = useState(() => firstQuestionIndex(questionnaire.answers));
  const [missing, setMissing] = useState<number[]>([]);
  const locked = isOn(questionnaire.evaluation.parameters.lockNavigation);
  const current = answers[index];
  const answeredHere = current ? isAnswered(answerState(current)) : false;
  const states = answers.map(answerState);
  const allAnswered = states.every((state) => isAnswered(state));
  const last = index === answers.length - 1;
  const canAdvance = !locked || answeredHere;

  const send = () => {
    const unanswered = unansweredQuestions(states);
    if (unanswered.length > 0) setMissing(unanswered);
    else onSend();
  };

  return (
    <EvaluationPage
      title={questionnaire.evaluation.title}
      aside={
        typeof questionnaire.timeLeft === 'number' ? (
          <TimeLeft questionnaireKey={questionnaireKey} timeLeft={questionnaire.timeLeft} onExpire={onSend} />
        ) : null
      }
    >
      <OutboxStatus idQuestionnaire={questionnaire.idQuestionnaire} />
      {locked ? null : (
        <nav aria-label={text.questionList}>
          <ol className={css.questionList}>
            {answers.map((answer, position) => {
              const done = isAnswered(states[position]!);
              return (
                <li key={answer.idAnswer}>
                  <button
                    type="button"
                    className={done ? `${css.questionLink} ${css.answeredLink}` : css.questionLink}
                    aria-label={text.goToQuestion(position + 1, done)}
                    aria-current={position === index ? 'step' : undefined}
                    onClick={() => setIndex(position)}
                  >
                    {position + 1}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <p className={css.muted}>{text.questionOf(index + 1, answers.length)}</p>
      {current ? (
        <div className={css.card}>
          <QuestionInput
            key={current.idAnswer}
            answer={current}
            number={index + 1}
            onChange={(draft) => change(current, draft)}
          />
        </div>
      ) : null}
      {locked && !answeredHere ? <p className={css.muted}>{text.lockedNavigation}</p> : null}
      <div className={css.spread}>
        <button
          type="button"
          className={`${css.secondary} ${css.disabled}`}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          {text.previous}
        </button>
        <div className={css.row}>
          {last ? null : (
            <button
              type="button"
              className={`${css.secondary} ${css.disabled}`}
              disabled={!canAdvance}
              onClick={() => setIndex(index + 1)}
            >
              {text.next}
            </button>
          )}
          {last || allAnswered ? (
            <button type="button" className={css.primary} onClick={send}>
              {text.send}
            </button>
          ) : null}
        </div>
      </div>
      <UnansweredModal missing={missing} onClose={() => setMissing([])} />
    </EvaluationPage>
  );
}

/** 5 "Evaluation": the modal that lists the questions still to answer, singular or plural. */
export function UnansweredModal({ missing, onClose }: { missing: readonly number[]; onClose: () => void }) {
  return (
    <Modal
      open={missing.length > 0}
      onClose={onClose}
      title={text.unansweredTitle(missing.length)}
      role="alertdialog"
    >
      <p className={css.text}>{text.unansweredListIntro(missing.length)}</p>
      <ul>
        {missing.map((number) => (
          <li key={number}>{text.question(number)}</li>
        ))}
      </ul>
      <button type="button" className={css.primary} onClick={onClose}>
        {text.close}
      </button>
    </Modal>
  );
}
