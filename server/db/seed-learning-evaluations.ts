import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';
import type { Queryable } from './database.ts';

/**
 * The evaluations of one tenant (server/db/migrations/0004-learning-evaluations.sql): the fixture owns them, their
 * questions and answer key, so they are replaced at every start; the learners' questionnaires and answers
 * are kept (a question the fixture dropped simply stops being shown in new questionnaires).
 */
export async function seedLearningEvaluations(tx: Queryable, fixture: TenantFixture): Promise<void> {
  const idApp = fixture.app.idApp;
  for (const table of ['learning_evaluations', 'learning_evaluation_questions']) {
    await tx.query(`DELETE FROM ${table} WHERE id_app = $1`, [idApp]);
  }
  const evaluations = fixture.learningEvaluations ?? [];
  const stored = evaluations.map(({ questions: _questions, nodeCode, position, ...evaluation }) => ({
    idEvaluation: evaluation.idEvaluation,
    nodeCode,
    position: position ?? 0,
    evaluation: { ...evaluation, questionnaireType: evaluation.evaluationType },
  }));
  await tx.query(
    `INSERT INTO learning_evaluations (id_app, id_evaluation, node_code, position, evaluation)
     SELECT $1, (element ->> 'idEvaluation')::int, element ->> 'nodeCode', (element ->> 'position')::int,
            element -> 'evaluation'
       FROM jsonb_array_elements($2::jsonb) AS evaluations (element)`,
    [idApp, JSON.stringify(stored)],
  );
  const questions = evaluations.flatMap((evaluation) =>
    evaluation.questions.map((question, position) => ({
      idEvaluation: evaluation.idEvaluation,
      position,
      question: { required: true, scales: [], ...question },
    })),
  );
  await tx.query(
    `INSERT INTO learning_evaluation_questions (id_app, id_evaluation, id_question, position, question)
     SELECT $1, (element ->> 'idEvaluation')::int, (element -> 'question' ->> 'idQuestion')::int,
            (element ->> 'position')::int, element -> 'question'
       FROM jsonb_array_elements($2::jsonb) AS questions (element)`,
    [idApp, JSON.stringify(questions)],
  );
}
