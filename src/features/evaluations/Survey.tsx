// The satisfaction survey page (learning-area.md 2.4, 4.5, 5 "Survey"): every question on one page,
// 'Salvar' at any time (POST .../save, once what is typed is given to the outbox and sent), 'Enviar avaliação'
// once every required answer is complete. Finished, it shows the closing text (or the default thanks)
// and its action goes back.
import { useState } from 'react';
import { saveSurvey, type QuestionnaireKey } from '../../api/learning-evaluations';
import { useGoBack } from '../../ui/useGoBack';
import { levelPath } from '../../paths/learning-paths';
import type { LearningEvaluationQuestionnaireResponse } from '../../generated/types';
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import { unansweredQuestions } from '../../shared-rules/evaluation-status';
import { flushAnswers, OutboxStatus } from '../outbox';
import { QuestionInput } from './QuestionInput';
import { answerState } from './rules';
import type { AnsweringProps } from './useAnswerDrafts';
import { EvaluationNavigation } from './EvaluationNavigation';
import { EvaluationPage } from './EvaluationPage';
import * as css from './evaluations.css';

export function Survey({ questionnaire, questionnaireKey, drafts, onSend }: AnsweringProps) {
  const { answers, change, commit } = drafts;
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const complete = unansweredQuestions(answers.map(answerState)).length === 0;

  const save = async () => {
    setSaving('saving');
    try {
      // The outbox first: what it holds reaches the server before 'Salvar', which then only confirms
      // those answers (the server refuses a save over an answer the outbox numbered and sent later).
      await commit();
      await flushAnswers();
      await saveSurvey(
        questionnaireKey,
        answers.map(({ idAnswer, answerData, answerText }) => ({
          idAnswer,
          answerData,
          ...(answerText ? { answerText } : {}),
        })),
      );
      setSaving('saved');
    } catch (error) {
      console.warn('survey not saved', error);
      setSaving('failed');
    }
  };

  return (
    <EvaluationPage title={questionnaire.evaluation.title}>
      {questionnaire.evaluation.description ? (
        <p className={css.text}>{questionnaire.evaluation.description}</p>
      ) : null}
      <OutboxStatus idQuestionnaire={questionnaire.idQuestionnaire} />
      {answers.map((answer, index) => (
        <div key={answer.idAnswer} className={css.card}>
          <QuestionInput answer={answer} number={index + 1} onChange={(draft) => change(answer, draft)} />
          {answerState(answer).required ? <span className={css.muted}>{text.required}</span> : null}
        </div>
      ))}
      <div className={css.row}>
        <button
          type="button"
          className={`${css.secondary} ${css.disabled}`}
          disabled={saving === 'saving'}
          onClick={() => void save()}
        >
          {text.save}
        </button>
        <button
          type="button"
          className={`${css.primary} ${css.disabled}`}
          disabled={!complete}
          onClick={onSend}
        >
          {text.sendSurvey}
        </button>
        <p role="status" className={css.muted}>
          {saving === 'saved' ? text.saved : saving === 'failed' ? text.saveFailed : ''}
        </p>
      </div>
    </EvaluationPage>
  );
}

/** A finished survey: its closing text, or the default thanks (5 "Survey"); the action goes back. */
export function SurveyClosing({
  questionnaire,
  questionnaireKey,
}: {
  questionnaire: LearningEvaluationQuestionnaireResponse;
  questionnaireKey: QuestionnaireKey;
}) {
  // Opened by its address there is no page of the app to go back to: the evaluation's level instead.
  const goBack = useGoBack(levelPath(questionnaireKey.idEnrollment, questionnaire.nodeCode));
  const closing = questionnaire.evaluation.parameters.closingText?.trim();
  return (
    <EvaluationPage title={questionnaire.evaluation.title}>
      <div className={css.card}>
        <p className={css.text}>{closing || text.defaultClosingText}</p>
        <div className={css.row}>
          <button type="button" className={css.primary} onClick={() => void goBack()}>
            {text.back}
          </button>
        </div>
      </div>
      <EvaluationNavigation questionnaire={questionnaire} questionnaireKey={questionnaireKey} />
    </EvaluationPage>
  );
}
