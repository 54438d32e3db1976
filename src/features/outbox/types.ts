// What the outbox keeps and reports. An entry holds everything needed to send the write again after a
// reload or a closed tab (the API path, the body, whose write it is), never a session token: the token
// is read from the current session at sending time (LEARNING.md, contract B "Outbox"). Two kinds of
// writes share the one ordered queue: evaluation answers, the progress of a content and the reports of
// a SCORM lesson played offline (offline courses).
import type { LearningEvaluationAnswerBody } from '../../generated/types';

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

/** The progress PUT body without its clientSeq: a content's status and percent (4.2). */
export interface ProgressBody {
  status: 'IN_PROGRESS' | 'COMPLETED';
  progress: number;
}

/** What a learner did to one content of an enrollment, opened offline or online. */
export interface GivenProgress {
  idUser: number;
  idEnrollment: number;
  idNodeEnrollment: number;
  idContentItem: number;
  body: ProgressBody;
}

/**
 * What a kept SCORM run (a lesson of a course kept offline, ADR 0026) reported: one commit, or the final
 * data when `finish`; `data` is scorm-again's JSON commit ({cmi}), checked by the server.
 */
export interface KeptRunBody {
  data: unknown;
  finish: boolean;
}

/** What every entry holds, whatever it writes. `id` (auto-incremented) is the order of giving. */
interface EntryBase {
  id?: number;
  idUser: number;
  /** The API path of the PUT, relative to the API base. */
  path: string;
  clientSeq: number;
  givenAt: number;
  /** When a sender took it (ms since epoch), null while it only waits. */
  sendingSince: number | null;
}

/** An answer waiting in IndexedDB. */
export interface AnswerEntry extends EntryBase {
  kind?: 'answer';
  idQuestionnaire: number;
  idAnswer: number;
  /** The PUT body, `clientSeq` included. */
  body: AnswerBody & { clientSeq: number };
}

/**
 * A content's progress waiting in IndexedDB. `subject` names the content: a newer progress of the same
 * content replaces one no sender holds (the server keeps the highest anyway).
 */
export interface ProgressEntry extends EntryBase {
  kind: 'progress';
  subject: string;
  body: ProgressBody & { clientSeq: number };
}

/**
 * A kept SCORM run's report waiting in IndexedDB. Its `subject` names one opening of the lesson: a later
 * report of that opening carries all an earlier one did (scorm-again commits the whole data), so it
 * replaces one no sender holds; another opening's reports all go, in order.
 */
export interface KeptRunEntry extends EntryBase {
  kind: 'kept-run';
  subject: string;
  body: KeptRunBody & { clientSeq: number };
}

/** The writes that belong to no questionnaire: replaced by their subject, refused silently. */
export type SubjectEntry = ProgressEntry | KeptRunEntry;

export type OutboxEntry = AnswerEntry | SubjectEntry;

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
