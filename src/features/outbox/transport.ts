// One PUT of one entry (an answer, a content's progress, a kept SCORM run's report) through the app's API client, and what its
// outcome means for the entry.
// The outbox never reads the reply's fields: the server's stored clientSeq already makes a replay or
// a late duplicate harmless, so "the server answered 2xx" is all that is needed to let an entry go.
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { OutboxEntry, RejectionReason } from './types';

export type SendOutcome =
  /** The server stored it (or already had a newer one): delete the entry. */
  | { kind: 'delivered' }
  /** Refused for good (409 finished, past the deadline or locked; another 4xx): delete it and tell the learner. */
  | { kind: 'rejected'; reason: RejectionReason; status: number; message: string }
  /** No connection, time-out, 5xx, 408, 429: keep it and try again later. */
  | { kind: 'retry' }
  /** The session is gone (401): keep it until this learner signs in again. */
  | { kind: 'signed-out' };

export type SendAnswer = (entry: OutboxEntry, token: string) => Promise<SendOutcome>;

/** PUT .../contents/{c}/progress: a content's progress, replayable (the server keeps the highest clientSeq). */
export const progressPath = (
  idUser: number,
  idEnrollment: number,
  idNodeEnrollment: number,
  idContentItem: number,
) =>
  `/learning/students/${idUser}/enrollments/${idEnrollment}/nodeEnrollment/${idNodeEnrollment}` +
  `/contents/${idContentItem}/progress`;

/** The answer's schema of each kind of write. */
const ANSWER_SCHEMA = {
  answer: 'api/learning-evaluation-answer-response',
  progress: 'api/learning-content-progress-response',
  // Outside the learning pages' validators (a budgeted file, loaded by every learning page): saving a course
  // with lessons loads the extended validators, so the worker keeps them for the reports sent offline.
  'kept-run': 'api/scorm-kept-runtime-data-response',
} as const;

/** PUT B/{q}/answers/{idAnswer} (contract B) with the current session's token. */
export const answersPath = (
  idUser: number,
  idEnrollment: number,
  idEvaluation: number,
  idQuestionnaire: number,
  idAnswer: number,
) =>
  `/learning/students/${idUser}/enrollments/${idEnrollment}/evaluations/${idEvaluation}` +
  `/questionnaires/${idQuestionnaire}/answers/${idAnswer}`;

const isRetryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

export function sendThrough(client: () => ApiClient): SendAnswer {
  return async (entry, token) => {
    try {
      await client().request('PUT', entry.path, {
        schema: ANSWER_SCHEMA[entry.kind ?? 'answer'],
        body: entry.body,
        token,
      });
      return { kind: 'delivered' };
    } catch (error) {
      return outcomeOf(error);
    }
  };
}

export function outcomeOf(error: unknown): SendOutcome {
  if (!isApiError(error)) return { kind: 'retry' };
  const status = error.status ?? 0;
  switch (error.code) {
    case 'unauthorized':
      return { kind: 'signed-out' };
    case 'invalid':
      // A 2xx whose body is not what the schema expected: the server stored the answer all the same.
      return status >= 200 && status < 300 ? { kind: 'delivered' } : { kind: 'retry' };
    case 'http':
      if (isRetryableStatus(status) || status < 400) return { kind: 'retry' };
      return {
        kind: 'rejected',
        reason: status === 409 ? 'closed' : 'refused',
        status,
        message: error.message,
      };
    default:
      return { kind: 'retry' };
  }
}
