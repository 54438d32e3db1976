// FEEDBACK of a graded evaluation (learning-area.md 2.4, 4.5): the gauge, the result card (grade,
// mastery score, attempts, Aprovado/Reprovado, or 'Aproveitamento' for a pre-test), a retry while tries
// are left (a NEW questionnaire, whose address replaces this one) and, when the evaluation shows it,
// the 'Gabarito': each question right or wrong, with a modal of its options chosen versus correct.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  answerResultQuery,
  restartEvaluation,
  resultQuery,
  type QuestionnaireKey,
} from '../../api/learning-evaluations';
import type {
  LearningEvaluationQuestionnaireResponse,
  LearningEvaluationResultResponse,
} from '../../generated/types';
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import { passed } from '../../shared-rules/evaluation-status';
import { Loaded } from '../../ui/loaded';
import { Modal } from '../../ui/Modal';
import { evaluationPath } from '../../paths/learning-paths';
import { Gauge } from './Gauge';
import { isOn } from './rules';
import { EvaluationNavigation } from './EvaluationNavigation';
import { EvaluationPage } from './EvaluationPage';
import * as css from './evaluations.css';
import { LiveNote } from '../../ui/LiveNote';

interface Props {
  questionnaire: LearningEvaluationQuestionnaireResponse;
  questionnaireKey: QuestionnaireKey;
}

export function Feedback(props: Props) {
  return (
    <Loaded subject={`resultado ${props.questionnaire.idQuestionnaire}`} errorText={text.loadError}>
      <FeedbackOf {...props} />
    </Loaded>
  );
}

function FeedbackOf({ questionnaire, questionnaireKey }: Props) {
  const { data: result } = useSuspenseQuery(resultQuery(questionnaireKey));
  const { evaluation } = questionnaire;
  const preTest = evaluation.evaluationType === 'PRE_TEST';
  const grade = result.grade ?? questionnaire.grade ?? 0;
  const masteryScore = result.masteryScore ?? evaluation.evaluationMasteryScore ?? 0;
  const triesLeft = result.triesLeft ?? questionnaire.triesLeft ?? 0;
  const approved = passed(grade, masteryScore);
  return (
    <EvaluationPage title={evaluation.title}>
      <div className={css.card}>
        <h2 className={css.title}>{text.resultTitle}</h2>
        <Gauge grade={grade} />
        <dl className={css.facts}>
          <Fact
            name={preTest ? text.achievement : text.grade}
            value={preTest ? `${text.gradeValue(grade)}%` : text.gradeValue(grade)}
          />
          {preTest ? null : <Fact name={text.masteryScore} value={text.gradeValue(masteryScore)} />}
          <Fact name={text.attempts} value={String(result.attempts ?? questionnaire.attempts ?? 1)} />
        </dl>
        {preTest ? null : (
          <p className={approved ? css.right : css.wrongText}>{approved ? text.passed : text.failed}</p>
        )}
        {result.description ? <p className={css.text}>{result.description}</p> : null}
        {triesLeft > 0 ? <Retry questionnaire={questionnaire} questionnaireKey={questionnaireKey} /> : null}
      </div>
      <EvaluationNavigation questionnaire={questionnaire} questionnaireKey={questionnaireKey} />
      {isOn(result.showResponseSummary ?? evaluation.parameters.showResponseSummary) &&
      result.summary.length > 0 ? (
        <AnswerKey summary={result.summary} questionnaireKey={questionnaireKey} />
      ) : null}
    </EvaluationPage>
  );
}

function Fact({ name, value }: { name: string; value: string }) {
  return (
    <div className={css.fact}>
      <dt className={css.factName}>{name}</dt>
      <dd className={css.factValue}>{value}</dd>
    </div>
  );
}

/** 4.5: a retry restarts the evaluation and goes to the new questionnaire. */
function Retry({ questionnaire, questionnaireKey }: Props) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const retry = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const idQuestionnaire = await restartEvaluation({
        idUser: questionnaireKey.idUser,
        idEnrollment: questionnaireKey.idEnrollment,
        idEvaluation: questionnaireKey.idEvaluation,
        idNodeEnrollment: questionnaire.idNodeEnrollment ?? 0,
        questionnaireType:
          questionnaire.evaluation.questionnaireType ?? questionnaire.evaluation.evaluationType,
      });
      navigate(evaluationPath({ ...questionnaireKey, idQuestionnaire }), { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : text.loadError);
      setBusy(false);
    }
  };
  return (
    <div className={css.row}>
      <button type="button" className={css.primary} disabled={busy} onClick={() => void retry()}>
        {busy ? text.starting : text.retry}
      </button>
      <LiveNote role="alert" className={css.alert}>
        {failure}
      </LiveNote>
    </div>
  );
}

interface AnswerKeyProps {
  summary: LearningEvaluationResultResponse['summary'];
  questionnaireKey: QuestionnaireKey;
}

/** 'Gabarito': every question right or wrong; its options chosen versus correct in a modal. */
function AnswerKey({ summary, questionnaireKey }: AnswerKeyProps) {
  const [open, setOpen] = useState<number | null>(null);
  const opened = open === null ? undefined : summary[open];
  return (
    <section className={css.card} aria-labelledby="answer-key-title">
      <h2 id="answer-key-title" className={css.title}>
        {text.answerKey}
      </h2>
      <ol className={css.summary}>
        {summary.map((item, index) => (
          <li key={item.idAnswer} className={css.spread}>
            <span>
              {index + 1}. {item.statement}{' '}
              <strong className={item.isCorrect ? css.right : css.wrongText}>
                {item.isCorrect ? text.correct : text.wrong}
              </strong>
            </span>
            <button type="button" className={css.secondary} onClick={() => setOpen(index)}>
              {text.seeQuestion(index + 1)}
            </button>
          </li>
        ))}
      </ol>
      <Modal
        open={opened !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : text.question(open + 1)}
      >
        {opened ? (
          <Loaded subject={`gabarito ${opened.idAnswer}`} errorText={text.loadError}>
            <AnswerResult questionnaireKey={questionnaireKey} idAnswer={opened.idAnswer} />
          </Loaded>
        ) : null}
        <button type="button" className={css.secondary} onClick={() => setOpen(null)}>
          {text.close}
        </button>
      </Modal>
    </section>
  );
}

function AnswerResult({
  questionnaireKey,
  idAnswer,
}: {
  questionnaireKey: QuestionnaireKey;
  idAnswer: number;
}) {
  const { data } = useSuspenseQuery(answerResultQuery(questionnaireKey, idAnswer));
  return (
    <>
      <p className={css.text}>{data.statement}</p>
      <ul className={css.summary}>
        {data.options.map((option) => (
          <li key={option.idQuestionOption}>
            {option.description}
            {option.chosen ? (
              <strong>
                {' '}
                · {text.chosen}
                {option.chosenNumber ? `: ${option.chosenNumber}` : ''}
              </strong>
            ) : null}
            {option.correct ? (
              <strong className={css.right}>
                {' '}
                · {text.correctOption}
                {option.correctNumber ? `: ${option.correctNumber}` : ''}
              </strong>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
