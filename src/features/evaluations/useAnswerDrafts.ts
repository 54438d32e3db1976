// The learner's answers while the questionnaire is open: what they chose shows at once (a draft over
// the server's answers) and is given to the answers outbox, which stores it in IndexedDB before
// anything else and sends it in order (contract B). A choice is given at once; typed text (comments)
// once the learner pauses, so the outbox holds one entry per pause, not one per key; `commit` gives
// what is still typed before finishing, saving or leaving.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EvaluationAnswer, LearningEvaluationQuestionnaireResponse } from '../../generated/types';
import type { QuestionnaireKey } from '../../api/learning-evaluations';
import { giveAnswer } from '../outbox';
import type { AnswerDraft } from './QuestionInput';

/** How long typing must pause before a comment is given. */
export const TYPING_PAUSE_MS = 800;

export function useAnswerDrafts(key: QuestionnaireKey, serverAnswers: readonly EvaluationAnswer[]) {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, AnswerDraft>>(() => new Map());
  const typing = useRef(new Map<number, { draft: AnswerDraft; timer: ReturnType<typeof setTimeout> }>());

  const give = useCallback(
    (idAnswer: number, draft: AnswerDraft) =>
      giveAnswer({
        ...key,
        idAnswer,
        body: {
          answerData: draft.answerData,
          ...(draft.answerText === undefined ? {} : { answerText: draft.answerText }),
        },
      }).then(
        () => {},
        // Neither stored nor sent (storage refused and offline): the outbox said so in the console.
        () => {},
      ),
    [key],
  );

  /** Gives every answer still being typed now; resolves once each is in the outbox. */
  const commit = useCallback(() => {
    const given: Promise<void>[] = [];
    for (const [idAnswer, { draft, timer }] of typing.current) {
      clearTimeout(timer);
      given.push(give(idAnswer, draft));
    }
    typing.current.clear();
    return Promise.all(given).then(() => {});
  }, [give]);

  const change = useCallback(
    (answer: EvaluationAnswer, draft: AnswerDraft) => {
      setDrafts((current) => new Map(current).set(answer.idAnswer, draft));
      const typed = draft.answerText !== undefined && draft.answerText !== (answer.answerText ?? '');
      const waiting = typing.current.get(answer.idAnswer);
      if (waiting) clearTimeout(waiting.timer);
      if (!typed && !waiting) return void give(answer.idAnswer, draft);
      const timer = setTimeout(() => {
        typing.current.delete(answer.idAnswer);
        void give(answer.idAnswer, draft);
      }, TYPING_PAUSE_MS);
      typing.current.set(answer.idAnswer, { draft, timer });
    },
    [give],
  );

  // Leaving the player (another page, FEEDBACK): what was typed is given, not lost.
  useEffect(() => () => void commit(), [commit]);

  const answers = useMemo(
    () =>
      serverAnswers.map((answer) => {
        const draft = drafts.get(answer.idAnswer);
        return draft
          ? { ...answer, answerData: draft.answerData, answerText: draft.answerText ?? answer.answerText }
          : answer;
      }),
    [serverAnswers, drafts],
  );

  return { answers, change, commit };
}

export type AnswerDrafts = ReturnType<typeof useAnswerDrafts>;

/** What the screens that answer (the player, the survey page) are given. */
export interface AnsweringProps {
  questionnaire: LearningEvaluationQuestionnaireResponse;
  questionnaireKey: QuestionnaireKey;
  drafts: AnswerDrafts;
  /** Sends the evaluation (the learner's send, or the clock at 0). */
  onSend: () => void;
}
