// INTRODUCTION (learning-area.md 4.5): the evaluation's title, description and parameters (how many
// questions, the time limit, the tries left), then 'Iniciar avaliação' opens the player.
import type { LearningEvaluationQuestionnaireResponse } from '../../generated/types';
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import { formatTimeLeft } from './clock';
import { EvaluationPage } from './EvaluationPage';
import { triesOnIntroduction } from './rules';
import * as css from './evaluations.css';

interface Props {
  questionnaire: LearningEvaluationQuestionnaireResponse;
  onStart: () => void;
}

export function Introduction({ questionnaire, onStart }: Props) {
  const { evaluation } = questionnaire;
  const { timeLimit } = evaluation.parameters;
  const tries = triesOnIntroduction(questionnaire);
  return (
    <EvaluationPage title={evaluation.title}>
      {evaluation.description ? <p className={css.text}>{evaluation.description}</p> : null}
      <dl className={`${css.card} ${css.facts}`}>
        <div className={css.fact}>
          <dt className={css.factName}>{text.questionsLabel}</dt>
          <dd className={css.factValue}>{text.questionCount(questionnaire.answers.length)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factName}>{text.timeLimitLabel}</dt>
          <dd className={css.factValue}>
            {typeof timeLimit === 'number' && timeLimit > 0 ? formatTimeLeft(timeLimit) : text.noTimeLimit}
          </dd>
        </div>
        {tries === undefined ? null : (
          <div className={css.fact}>
            <dt className={css.factName}>{text.triesLeftLabel}</dt>
            <dd className={css.factValue}>{tries}</dd>
          </div>
        )}
      </dl>
      <div className={css.row}>
        <button type="button" className={css.primary} onClick={onStart}>
          {text.start}
        </button>
      </div>
    </EvaluationPage>
  );
}
