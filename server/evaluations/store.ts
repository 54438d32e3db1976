// Reads of the evaluations (server/db/migrations/0004-learning-evaluations.sql): the fixture's evaluations with
// their questions and answer key, and what one learner answered. The answer key is only read by the
// grading and the finished results (grading.ts, views.ts). The writes are in store-writes.ts.
import type { Evaluation } from '../../src/generated/types.ts';
import type { AnswerDataItem, EvaluationType } from '../../src/shared-rules/evaluation-status.ts';
import type { Queryable } from '../db/database.ts';

/** The parameters of evaluation.json (time limit, question amount, tries...). */
export type EvaluationParameters = Evaluation['parameters'];

/** An evaluation as stored: evaluation.json's fields plus its place in the node's sequence. */
export interface StoredEvaluation {
  idEvaluation: number;
  nodeCode: string;
  position: number;
  fields: {
    idEvaluation: number;
    title: string;
    description?: string;
    label?: string;
    image?: string;
    evaluationType: EvaluationType;
    evaluationMasteryScore?: number | null;
    questionnaireType: string;
    mandatory?: boolean;
    sequential?: boolean;
    parameters: EvaluationParameters;
  };
}

/** A question with its answer key (options[].correct, options[].correctNumber). */
export interface StoredQuestion {
  idQuestion: number;
  statement: string;
  questionType: string;
  required: boolean;
  options: { idQuestionOption: number; description: string; correct?: boolean; correctNumber?: number }[];
  scales: { idQuestionScale: number; title: string }[];
}

/** One of the learner's questionnaires, without its answers. */
export interface StoredQuestionnaire {
  idQuestionnaire: number;
  idUser: number;
  idEnrollment: number;
  idNodeEnrollment: number;
  idEvaluation: number;
  attempt: number;
  startDate: string;
  deadline: string | null;
  timeLeft: number | null;
  finishDate: string | null;
  grade: number | null;
}

export interface StoredAnswer {
  idAnswer: number;
  position: number;
  idQuestion: number;
  answerData: AnswerDataItem[];
  answerText: string | null;
  answerStatus: 'NOT_ANSWERED' | 'ANSWERED';
  clientSeq: number | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function loadEvaluations(db: Queryable, idApp: number): Promise<StoredEvaluation[]> {
  const rows = await db.query<{
    id_evaluation: number;
    node_code: string;
    position: number;
    evaluation: StoredEvaluation['fields'];
  }>(
    `SELECT id_evaluation, node_code, position, evaluation FROM learning_evaluations
      WHERE id_app = $1 ORDER BY node_code, position, id_evaluation`,
    [idApp],
  );
  return rows.map((row) => ({
    idEvaluation: row.id_evaluation,
    nodeCode: row.node_code,
    position: row.position,
    fields: row.evaluation,
  }));
}

export async function loadQuestions(
  db: Queryable,
  idApp: number,
  idEvaluation: number,
): Promise<StoredQuestion[]> {
  const rows = await db.query<{ question: StoredQuestion }>(
    `SELECT question FROM learning_evaluation_questions
      WHERE id_app = $1 AND id_evaluation = $2 ORDER BY position`,
    [idApp, idEvaluation],
  );
  return rows.map((row) => row.question);
}

type QuestionnaireRow = {
  id_questionnaire: number;
  id_user: number;
  id_enrollment: number;
  id_node_enrollment: number;
  id_evaluation: number;
  attempt: number;
  start_date: Date;
  deadline: Date | null;
  time_left: number | null;
  finish_date: Date | null;
  grade: number | null;
};

const questionnaireOf = (row: QuestionnaireRow): StoredQuestionnaire => ({
  idQuestionnaire: row.id_questionnaire,
  idUser: row.id_user,
  idEnrollment: row.id_enrollment,
  idNodeEnrollment: row.id_node_enrollment,
  idEvaluation: row.id_evaluation,
  attempt: row.attempt,
  startDate: iso(row.start_date) as string,
  deadline: iso(row.deadline),
  timeLeft: row.time_left,
  finishDate: iso(row.finish_date),
  grade: row.grade,
});

/** Every questionnaire of the learner, oldest attempt first. */
export async function loadQuestionnaires(
  db: Queryable,
  idApp: number,
  idUser: number,
): Promise<StoredQuestionnaire[]> {
  const rows = await db.query<QuestionnaireRow>(
    `SELECT * FROM learning_questionnaires WHERE id_app = $1 AND id_user = $2
      ORDER BY id_evaluation, attempt`,
    [idApp, idUser],
  );
  return rows.map(questionnaireOf);
}

export async function loadQuestionnaire(
  db: Queryable,
  idApp: number,
  idQuestionnaire: number,
): Promise<StoredQuestionnaire | undefined> {
  const [row] = await db.query<QuestionnaireRow>(
    'SELECT * FROM learning_questionnaires WHERE id_app = $1 AND id_questionnaire = $2',
    [idApp, idQuestionnaire],
  );
  return row ? questionnaireOf(row) : undefined;
}

/**
 * The questionnaire's answers in order; `forUpdate` holds their rows until the caller's transaction
 * ends (a survey's 'Salvar' decides on what it read).
 */
export async function loadAnswers(
  db: Queryable,
  idApp: number,
  idQuestionnaire: number,
  forUpdate = false,
): Promise<StoredAnswer[]> {
  const rows = await db.query<{
    id_answer: number;
    position: number;
    id_question: number;
    answer_data: AnswerDataItem[];
    answer_text: string | null;
    answer_status: StoredAnswer['answerStatus'];
    client_seq: number | null;
  }>(
    `SELECT id_answer, position, id_question, answer_data, answer_text, answer_status, client_seq
       FROM learning_answers WHERE id_app = $1 AND id_questionnaire = $2 ORDER BY position
       ${forUpdate ? 'FOR UPDATE' : ''}`,
    [idApp, idQuestionnaire],
  );
  return rows.map((row) => ({
    idAnswer: row.id_answer,
    position: row.position,
    idQuestion: row.id_question,
    answerData: row.answer_data,
    answerText: row.answer_text,
    answerStatus: row.answer_status,
    clientSeq: row.client_seq,
  }));
}
