// Starts at once (issue 17, Scale 1): twenty tabs or retries starting the same evaluation get one
// questionnaire between them, and twenty restarts one new attempt. PGlite runs one statement at a
// time; the suite's PostgreSQL run (TEST_DATABASE_URL) is where the requests truly overlap.
import { describe, expect, it } from 'vitest';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { live, bruno } = horizonteLearner();
const url = '/api/learning/students/1/enrollments/507/evaluations/4203/questionnaires';
const times = <T>(count: number, make: () => Promise<T>) => Promise.all(Array.from({ length: count }, make));

async function storedTries(): Promise<{ id_questionnaire: number; attempt: number }[]> {
  return live.db.query(
    `SELECT id_questionnaire, attempt FROM learning_questionnaires
      WHERE id_user = 1 AND id_enrollment = 507 AND id_evaluation = 4203 ORDER BY attempt`,
  );
}

describe('simultaneous starts', () => {
  it('of several evaluations of one enrollment: each its own questionnaire, stored once', async () => {
    const evaluations = [4201, 4202, 4204, 4205, 4206];
    const started = await Promise.all(
      evaluations.flatMap((idEvaluation) =>
        [1, 2, 3].map(() =>
          live.post(url.replace('4203', String(idEvaluation)), bruno(), {
            idNodeEnrollment: 50700,
            questionnaireType: 'KNOWLEDGE',
          }),
        ),
      ),
    );
    // Before the start was made race-free, PostgreSQL answered some of these `200 {}` and created nothing.
    expect(started.map((response) => response.statusCode).filter((status) => status >= 300)).toEqual([]);
    const rows = await live.db.query<{ id_evaluation: number; id_questionnaire: number }>(
      `SELECT id_evaluation, id_questionnaire FROM learning_questionnaires
        WHERE id_user = 1 AND id_enrollment = 507 ORDER BY id_evaluation`,
    );
    expect(rows.map((row) => row.id_evaluation)).toEqual(evaluations);
    const stored = new Map(rows.map((row) => [row.id_evaluation, row.id_questionnaire]));
    evaluations.forEach((idEvaluation, index) => {
      for (const response of started.slice(index * 3, index * 3 + 3))
        expect(response.json<{ idQuestionnaire?: number }>(), response.body).toEqual({
          idQuestionnaire: stored.get(idEvaluation),
        });
    });
  });

  it('of one evaluation: 2xx with the same questionnaire, stored once', async () => {
    const started = await times(20, () =>
      live.post(url, bruno(), { idNodeEnrollment: 50700, questionnaireType: 'KNOWLEDGE' }),
    );
    const statuses = started.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status !== 200 && status !== 201),
      started[0]?.body,
    ).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const ids = new Set(
      started.map((response) => response.json<{ idQuestionnaire?: number }>().idQuestionnaire),
    );
    const rows = await storedTries();
    expect(rows).toHaveLength(1);
    expect([...ids]).toEqual([rows[0]?.id_questionnaire]);
    const answers = await live.db.query('SELECT 1 FROM learning_answers WHERE id_questionnaire = $1', [
      rows[0]?.id_questionnaire,
    ]);
    expect(answers.length).toBeGreaterThan(0);
  });

  it('twenty restarts after a finish start one new attempt', async () => {
    const [first] = await storedTries();
    const finish = await live.post(`${url}/${first?.id_questionnaire}/finish`, bruno(), {});
    expect(finish.statusCode, finish.body).toBe(200);
    const body = { idEnrollment: 507, idNodeEnrollment: 50700, idEvaluation: 4203, idUser: 1 };
    const restarted = await times(20, () => live.post('/api/learning/evaluations/restart', bruno(), body));
    expect(restarted.every((response) => response.statusCode === 200 || response.statusCode === 201)).toBe(
      true,
    );
    const rows = await storedTries();
    expect(rows.map((row) => row.attempt)).toEqual([1, 2]);
    const ids = new Set(
      restarted.map((response) => response.json<{ idQuestionnaire?: number }>().idQuestionnaire),
    );
    expect([...ids]).toEqual([rows[1]?.id_questionnaire]);
  });
});
