// The answers outbox (issue 12 part 6, LEARNING.md contract B "Outbox"): every answer is written to
// IndexedDB at once and sent in order when it can be, by one tab at a time, surviving reloads, closed
// tabs and lost connections. The evaluation screens give answers only through here.
import { appOutbox } from './defaultOutbox';
import type { GivenAnswer, OutboxEntry } from './types';

/**
 * Stores the answer in IndexedDB (resolves once it is there, with its clientSeq) and starts sending.
 * Where IndexedDB is refused it sends at once, and rejects only if the answer was neither stored nor sent.
 */
export const giveAnswer = (answer: GivenAnswer): Promise<OutboxEntry> => appOutbox().give(answer);

/** Sends every waiting answer of the signed-in learner now; resolves when this try is over. */
export const flushAnswers = (): Promise<void> => appOutbox().flush();

export { useOutbox, type OutboxState } from './useOutbox';
export { OutboxStatus } from './OutboxStatus';
export type {
  AnswerBody,
  AnswerChoice,
  GivenAnswer,
  OutboxEntry,
  OutboxSnapshot,
  RejectedAnswer,
} from './types';
