// The answers outbox (issue 12 part 6, LEARNING.md contract B "Outbox"): every answer is written to
// IndexedDB at once and sent in order when it can be, by one tab at a time, surviving reloads, closed
// tabs and lost connections. The evaluation screens give answers only through here.
import { appOutbox } from './defaultOutbox';
import type { NewEntry } from './store';
import type { AnswerBody, GivenAnswer, GivenProgress, OutboxEntry } from './types';

/**
 * Stores the answer in IndexedDB (resolves once it is there, with its clientSeq) and starts sending.
 * Where IndexedDB is refused it sends at once, and rejects only if the answer was neither stored nor sent.
 */
export const giveAnswer = (answer: GivenAnswer): Promise<OutboxEntry> => appOutbox().give(answer);

/**
 * Stores a content's progress (offline courses, issue 20) behind the answers and progress given before
 * it, and starts sending: the server applies each once, in the order given.
 */
export const giveProgress = (progress: GivenProgress): Promise<OutboxEntry> =>
  appOutbox().giveProgress(progress);

/**
 * Stores any replayable PUT behind what waits, and starts sending: the server applies each once, in the
 * order given. A SCORM lesson played from a course kept offline (ADR 0026) gives its reports so, built by
 * the player: the evaluation screens' file, which carries the outbox, does not carry them.
 */
export const giveWrite = (entry: NewEntry): Promise<OutboxEntry> => appOutbox().giveWrite(entry);

/** Sends every waiting answer of the signed-in learner now; resolves when this try is over. */
export const flushAnswers = (): Promise<void> => appOutbox().flush();

/**
 * The latest answer given for each answer of the questionnaire that still waits to be sent (after a
 * reload offline, say): empty where IndexedDB cannot be read.
 */
export const waitingAnswers = (idQuestionnaire: number): Promise<ReadonlyMap<number, AnswerBody>> =>
  appOutbox()
    .waiting(idQuestionnaire)
    .catch(() => new Map());

export { useOutbox, type OutboxState } from './useOutbox';
export { OutboxStatus } from './OutboxStatus';
export type {
  AnswerBody,
  AnswerChoice,
  GivenAnswer,
  GivenProgress,
  KeptRunBody,
  OutboxEntry,
  ProgressBody,
  OutboxSnapshot,
  RejectedAnswer,
} from './types';
export type { NewEntry } from './store';
