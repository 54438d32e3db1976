// /evaluations/{idEnrollment}/{idEvaluation}/{idQuestionnaire} (learning-area.md 2.2, 2.4, 4.5): one
// questionnaire of the learner. REACTION (the survey page) and KNOWLEDGE or PRE_TEST (the graded
// player); any other type shows 'TIPO DE AVALIAÇÃO NÃO ENCONTRADA.'. It opens on the screen the start
// rule picks (rules.ts startScreen) and, once sent, waits 2 s ('Aguarde...'), finishes, and shows the
// result 1 s later (9).
import { useEffect, useMemo, useState } from 'react';
import { queryOptions, useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import {
  evaluationKeys,
  finishQuestionnaire,
  questionnaireQuery,
  saveTimeLeft,
  type QuestionnaireKey,
} from '../../api/learning-evaluations';
import { START_QUESTIONNAIRE } from '../../paths/learning-paths';
import { useMenuData } from '../../session';
import { NotFound } from '../../ui/NotFound';
import type { LearningEvaluationQuestionnaireResponse } from '../../generated/types';
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import { isKnownEvaluationType } from '../../shared-rules/evaluation-status';
import { Loaded } from '../../ui/loaded';
import { Feedback } from './Feedback';
import { Introduction } from './Introduction';
import { useOutbox, waitingAnswers, type AnswerBody } from '../outbox';
import { Player } from './Player';
import { startScreen, type EvaluationScreenName } from './rules';
import { StartEvaluation } from './StartEvaluation';
import { Survey, SurveyClosing } from './Survey';
import { useAnswerDrafts } from './useAnswerDrafts';
import * as css from './evaluations.css';

/** 9: the wait after sending, before finishing; then the result shows after RESULT_DELAY_MS. */
export const FINISH_WAIT_MS = 2_000;
export const RESULT_DELAY_MS = 1_000;

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export function EvaluationScreen() {
  const params = useParams();
  const idUser = useMenuData()?.loginInfo.idUser;
  const idEnrollment = idOf(params.idEnrollment);
  const idEvaluation = idOf(params.idEvaluation);
  const idQuestionnaire = idOf(params.idQuestionnaire);
  const key = useMemo(
    () =>
      idUser && idEnrollment && idEvaluation && idQuestionnaire
        ? { idUser, idEnrollment, idEvaluation, idQuestionnaire }
        : undefined,
    [idUser, idEnrollment, idEvaluation, idQuestionnaire],
  );
  // The address asks for a questionnaire to be started first (evaluationEntryPath).
  if (idUser && idEnrollment && idEvaluation && params.idQuestionnaire === String(START_QUESTIONNAIRE))
    return <StartEvaluation idUser={idUser} idEnrollment={idEnrollment} idEvaluation={idEvaluation} />;
  if (!key) return <NotFound />;
  return (
    <Loaded subject={`avaliação ${idEvaluation} questionário ${idQuestionnaire}`} errorText={text.loadError}>
      <Evaluation key={idQuestionnaire} questionnaireKey={key} />
    </Loaded>
  );
}

function Evaluation({ questionnaireKey }: { questionnaireKey: QuestionnaireKey }) {
  const queryClient = useQueryClient();
  const [{ data: read }, { data: waiting }] = useSuspenseQueries({
    queries: [questionnaireQuery(questionnaireKey), waitingAnswersQuery(questionnaireKey)],
  });
  // Answers given and not yet sent (offline, then a reload) show as given: over the server's answers.
  const data = useMemo(() => withWaitingAnswers(read, waiting), [read, waiting]);
  // The server is the clock: a questionnaire opened again is read again (its timeLeft, its answers),
  // never shown from what this tab read before.
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: evaluationKeys.questionnaire(questionnaireKey) }),
    [queryClient, questionnaireKey],
  );
  if (!isKnownEvaluationType(data.evaluation.evaluationType))
    return (
      <section className={css.page}>
        <p className={css.alert}>{text.unknownType}</p>
      </section>
    );
  return <EvaluationFlow questionnaire={data} questionnaireKey={questionnaireKey} />;
}

/** What the outbox still holds for the questionnaire, read once as it opens (removed with it). */
const waitingAnswersQuery = (key: QuestionnaireKey) =>
  queryOptions({
    queryKey: [...evaluationKeys.questionnaire(key), 'waiting-in-outbox'],
    queryFn: () => waitingAnswers(key.idQuestionnaire),
    staleTime: Infinity,
  });

function withWaitingAnswers(
  questionnaire: LearningEvaluationQuestionnaireResponse,
  waiting: ReadonlyMap<number, AnswerBody>,
): LearningEvaluationQuestionnaireResponse {
  if (questionnaire.finishDate || waiting.size === 0) return questionnaire;
  const answers = questionnaire.answers.map((answer) => {
    const given = waiting.get(answer.idAnswer);
    return given
      ? { ...answer, answerData: given.answerData, answerText: given.answerText ?? answer.answerText }
      : answer;
  });
  return { ...questionnaire, answers };
}

interface FlowProps {
  questionnaire: LearningEvaluationQuestionnaireResponse;
  questionnaireKey: QuestionnaireKey;
}

function EvaluationFlow({ questionnaire, questionnaireKey }: FlowProps) {
  const queryClient = useQueryClient();
  const [screen, setScreen] = useState<EvaluationScreenName | 'FINISHING'>(() => startScreen(questionnaire));
  const drafts = useAnswerDrafts(questionnaireKey, questionnaire.answers);
  const { flush } = useOutbox(questionnaireKey.idQuestionnaire);

  const send = async () => {
    if (screen === 'FINISHING') return;
    setScreen('FINISHING');
    await drafts.commit();
    // Every answer reaches the server before it grades (contract B: the outbox's flush).
    await flush().catch((error: unknown) => console.warn('outbox not flushed', error));
    await wait(FINISH_WAIT_MS);
    // A questionnaire the server finished already (its deadline passed) answers 409: read it anyway.
    await finishQuestionnaire(questionnaireKey).catch((error: unknown) => console.warn('finish', error));
    await wait(RESULT_DELAY_MS);
    await queryClient.refetchQueries({
      queryKey: evaluationKeys.questionnaire(questionnaireKey),
      exact: true,
    });
    setScreen('FEEDBACK');
  };

  const shown =
    screen === 'FEEDBACK'
      ? ((queryClient.getQueryData(evaluationKeys.questionnaire(questionnaireKey)) as
          LearningEvaluationQuestionnaireResponse | undefined) ?? questionnaire)
      : questionnaire;

  return (
    <EvaluationScreens
      screen={screen}
      questionnaire={questionnaire}
      shown={shown}
      questionnaireKey={questionnaireKey}
      drafts={drafts}
      onStart={() => {
        // The server's clock starts with the player, not with the introduction (issue 18): the time
        // left is saved now. Not awaited: should it fail, the first 10 s save or answer starts it.
        const { timeLeft, finishDate } = questionnaire;
        if (typeof timeLeft === 'number' && !finishDate)
          void saveTimeLeft(questionnaireKey, timeLeft).catch(() => undefined);
        setScreen('PLAYER');
      }}
      onSend={() => void send()}
    />
  );
}

interface ScreensProps extends FlowProps {
  /** A screen name of 4.5 (or the wait after sending); any other shows 'Componente não encontrado.'. */
  screen: string;
  /** What the result screens show: the questionnaire as read again after finishing. */
  shown: LearningEvaluationQuestionnaireResponse;
  drafts: ReturnType<typeof useAnswerDrafts>;
  onStart: () => void;
  onSend: () => void;
}

/** The evaluation's screen by name (4.5): introduction, player or survey, the wait, the result. */
export function EvaluationScreens(props: ScreensProps) {
  const { questionnaire, questionnaireKey, drafts, onSend } = props;
  const survey = questionnaire.evaluation.evaluationType === 'REACTION';
  switch (props.screen) {
    case 'INTRODUCTION':
      return <Introduction questionnaire={questionnaire} onStart={props.onStart} />;
    case 'PLAYER':
      return survey ? (
        <Survey
          questionnaire={questionnaire}
          questionnaireKey={questionnaireKey}
          drafts={drafts}
          onSend={onSend}
        />
      ) : (
        <Player
          questionnaire={questionnaire}
          questionnaireKey={questionnaireKey}
          drafts={drafts}
          onSend={onSend}
        />
      );
    case 'FINISHING':
      return (
        <section className={css.page} aria-busy="true">
          <p role="status" className={css.text}>
            {text.finishing}
          </p>
          <progress aria-label={text.finishing} />
        </section>
      );
    case 'FEEDBACK':
      return survey ? (
        <SurveyClosing questionnaire={props.shown} questionnaireKey={questionnaireKey} />
      ) : (
        <Feedback questionnaire={props.shown} questionnaireKey={questionnaireKey} />
      );
    default:
      return <p className={css.alert}>{text.unknownScreen}</p>;
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
