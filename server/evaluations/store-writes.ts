// Writes of the learners' questionnaires and answers (server/db/migrations/0004-learning-evaluations.sql). Each
// is one statement whose WHERE holds the rule it relies on (still open, in time, no newer clientSeq),
// so two requests at once cannot both pass a check made before it.
import type { AnswerDataItem } from '../../src/shared-rules/evaluation-status.ts';
import type { Queryable } from '../db/database.ts';
import { nextId } from '../db/next-id.ts';
import type { StoredAnswer } from './store.ts';

/** Finishes the questionnaire if it is still open: two finishes at once grade it once. */
export async function finishOpenQuestionnaire(
  db: Queryable,
  idApp: number,
  idQuestionnaire: number,
  at: string,
  grade: number | null,
): Promise<void> {
  await db.query(
    `UPDATE learning_questionnaires SET finish_date = $3, grade = $4
      WHERE id_app = $1 AND id_questionnaire = $2 AND finish_date IS NULL`,
    [idApp, idQuestionnaire, at, grade],
  );
}

export interface NewQuestionnaire {
  idApp: number;
  idUser: number;
  idEnrollment: number;
  idNodeEnrollment: number;
  idEvaluation: number;
  attempt: number;
  startDate: Date;
  deadline: Date | null;
}

/**
 * A new questionnaire with one answer row per picked question, in the caller's transaction (which holds
 * the enrollment's lock). Undefined when that try already has its questionnaire (the unique try of the
 * learner, enrollment and evaluation).
 */
export async function insertQuestionnaire(
  tx: Queryable,
  row: NewQuestionnaire,
  pick: (idQuestionnaire: number) => number[],
): Promise<number | undefined> {
  const idQuestionnaire = await nextId(tx, 'learning_questionnaires', 'id_questionnaire', row.idApp);
  const inserted = await tx.query(
    `INSERT INTO learning_questionnaires
       (id_app, id_questionnaire, id_user, id_enrollment, id_node_enrollment, id_evaluation, attempt,
        start_date, deadline)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (id_app, id_user, id_enrollment, id_evaluation, attempt) DO NOTHING
     RETURNING id_questionnaire`,
    [
      row.idApp,
      idQuestionnaire,
      row.idUser,
      row.idEnrollment,
      row.idNodeEnrollment,
      row.idEvaluation,
      row.attempt,
      row.startDate,
      row.deadline,
    ],
  );
  if (inserted.length === 0) return undefined;
  const picked = pick(idQuestionnaire);
  // One block of consecutive ids for the questionnaire's answers (first + 0 … first + n - 1).
  const firstAnswer = await nextId(tx, 'learning_answers', 'id_answer', row.idApp, picked.length);
  await tx.query(
    `INSERT INTO learning_answers (id_app, id_answer, id_questionnaire, position, id_question)
     SELECT $1, $2 + ordinality::int - 1, $3, ordinality::int, question::int
       FROM jsonb_array_elements_text($4::jsonb) WITH ORDINALITY AS picked (question, ordinality)`,
    [row.idApp, firstAnswer, idQuestionnaire, JSON.stringify(picked)],
  );
  return idQuestionnaire;
}

/**
 * Holds the learner's enrollment row until the transaction ends: starts of the same enrollment run one
 * after the other, each deciding on the questionnaires the one before it committed.
 */
export async function lockEnrollment(tx: Queryable, idApp: number, idEnrollment: number): Promise<void> {
  await tx.query('SELECT 1 FROM learning_enrollments WHERE id_app = $1 AND id_enrollment = $2 FOR UPDATE', [
    idApp,
    idEnrollment,
  ]);
}

export interface AnswerChange {
  idAnswer: number;
  data: AnswerDataItem[];
  answerText: string | null;
  status: StoredAnswer['answerStatus'];
}

/**
 * Stores one answer if, at that instant, its questionnaire is still open and in time and its clientSeq
 * is newer than the stored one (without one, only over an answer no device numbered); says whether it did.
 */
export async function updateAnswer(
  db: Queryable,
  idApp: number,
  change: AnswerChange,
  clientSeq: number | null,
  now: Date,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE learning_answers a SET answer_data = $3::jsonb, answer_text = $4, answer_status = $5,
            client_seq = coalesce($6, a.client_seq)
      WHERE a.id_app = $1 AND a.id_answer = $2
        AND (a.client_seq IS NULL OR a.client_seq < $6::int)
        AND EXISTS (SELECT 1 FROM learning_questionnaires q
                     WHERE q.id_app = a.id_app AND q.id_questionnaire = a.id_questionnaire
                       AND q.finish_date IS NULL AND (q.deadline IS NULL OR q.deadline > $7))
      RETURNING a.id_answer`,
    [idApp, change.idAnswer, JSON.stringify(change.data), change.answerText, change.status, clientSeq, now],
  );
  return updated.length > 0;
}

/** Several answers at once (the survey's 'Salvar'), in the caller's transaction holding their rows. */
export async function saveAnswers(
  tx: Queryable,
  idApp: number,
  changes: readonly AnswerChange[],
): Promise<void> {
  for (const change of changes) {
    await tx.query(
      `UPDATE learning_answers SET answer_data = $3::jsonb, answer_text = $4, answer_status = $5
        WHERE id_app = $1 AND id_answer = $2 AND client_seq IS NULL`,
      [idApp, change.idAnswer, JSON.stringify(change.data), change.answerText, change.status],
    );
  }
}

/**
 * The clock of a timed questionnaire starts once, when the player first saves or answers: its deadline
 * is the whole time limit from now. A started or finished one is left as it is.
 */
export async function beginClock(
  db: Queryable,
  idApp: number,
  idQuestionnaire: number,
  timeLimit: number,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE learning_questionnaires SET deadline = $3
      WHERE id_app = $1 AND id_questionnaire = $2 AND deadline IS NULL AND finish_date IS NULL`,
    [idApp, idQuestionnaire, new Date(now.getTime() + timeLimit * 1000)],
  );
}

/**
 * The learner may give time up, never gain it: the deadline only moves earlier (LEAST ignores a NULL,
 * so the first save of a clock not started yet starts it at what the learner has).
 */
export async function shortenDeadline(
  db: Queryable,
  idApp: number,
  idQuestionnaire: number,
  timeLeft: number,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE learning_questionnaires SET deadline = LEAST(deadline, $3), time_left = $4, time_saved_at = $5
      WHERE id_app = $1 AND id_questionnaire = $2 AND finish_date IS NULL`,
    [idApp, idQuestionnaire, new Date(now.getTime() + timeLeft * 1000), timeLeft, now],
  );
}
