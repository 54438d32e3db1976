// What the outbox keeps and reports. An entry holds everything needed to send the answer again after a
// reload or a closed tab (the API path, the body, whose answer it is), never a session token: the token
// is read from the current session at sending time (LEARNING.md, contract B "Outbox").
import type { LearningEvaluationAnswerBody } from '../../../generated/types';

/** The PUT answers body without its clientSeq (the outbox adds it): the whole answer, replacing the stored one. */
export type AnswerBody = Omit<LearningEvaluationAnswerBody, 'clientSeq'>;

/** One chosen option (an option, a CORRELATE number, a MULTI_LIKERT_SCALE column). */
export type AnswerChoice = AnswerBody['answerData'][number];

/** What the player gives: one answer of one questionnaire of the signed-in learner. */
export interface GivenAnswer {
  idUser: number;
  idEnrollment: number;
  idEvaluation: number;
  idQuestionnaire: number;
  idAnswer: number;
  body: AnswerBody;
}

/** An answer waiting in IndexedDB. `id` (auto-incremented) is the order of giving. */
export interface OutboxEntry {
  id?: number;
  idUser: number;
  idQuestionnaire: number;
  idAnswer: number;
  /** The API path of the PUT, relative to the API base. */
  path: string;
  /** The PUT body, `clientSeq` included. */
  body: AnswerBody & { clientSeq: number };
  clientSeq: number;
  givenAt: number;
  /** When a sender took it (ms since epoch), null while it only waits. */
  sendingSince: number | null;
}

/** Why the server refused an answer for good. */
export type RejectionReason = 'closed' | 'refused';

/** An answer the server would not take: 409 (questionnaire finished or past its deadline) or another 4xx. */
export interface RejectedAnswer {
  id?: number;
  idUser: number;
  idQuestionnaire: number;
  idAnswer: number;
  reason: RejectionReason;
  status: number;
  /** The server's pt-BR message. */
  message: string;
  at: number;
}

/** What one questionnaire's outbox holds now. */
export interface OutboxSnapshot {
  /** Answers given and not yet accepted by the server. */
  pending: number;
  /** Answers the server refused, oldest first. */
  rejected: RejectedAnswer[];
  /** The last try to send found no connection (this tab's outbox). */
  unreachable?: boolean;
}
