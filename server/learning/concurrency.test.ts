// Issue 17, Scale 1: every "create if missing" of the learning area is one statement that cannot race.
// On PostgreSQL (TEST_DATABASE_URL) the requests below run on separate pool connections at once; on
// PGlite they interleave at every await. Either way: every call answers 2xx (or the one refusal the
// rules give a second attempt) and exactly one row is stored.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { learningMessages } from './messages.ts';
import { bearer, expectFailure, horizonte } from '../test-support/test-server.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { live, bruno } = horizonteLearner();

const times = <T>(count: number, call: () => Promise<T>) => Promise.all(Array.from({ length: count }, call));

async function countRows(sql: string, params: unknown[]): Promise<number> {
  const [row] = await live.db.query<{ count: number }>(sql, params);
  return Number(row?.count);
}

/** A create the rules refuse the second time: one answer is its 201, every other the 409 `message`. */
function expectOneCreated(answers: LightMyRequestResponse[], message: string) {
  const created = answers.filter((answer) => answer.statusCode === 201);
  expect(created.length, answers.map((answer) => answer.body).join('\n')).toBe(1);
  for (const answer of answers.filter((candidate) => candidate.statusCode !== 201))
    expectFailure(answer, 409, message);
}

/** A create that answers every caller the one row: no answer is a refusal or a failure. */
function expectAllAnswered(answers: LightMyRequestResponse[]) {
  expect(answers.filter((answer) => answer.statusCode >= 300).map((answer) => answer.body)).toEqual([]);
}

describe('simultaneous first calls create one row each', () => {
  // Bruno's enrolment in HZ-SEG-02 (no pre-test), made once, for the node and content calls.
  let idEnrollment = 0;
  let idNodeEnrollment = 0;
  beforeAll(async () => {
    const enrolled = await live.post('/api/learning/enrollments/', bruno(), {
      idTeam: 32,
      nodeCode: 'HZ-SEG-02',
      idUser: 1,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    idEnrollment = enrolled.json<{ idEnrollment: number }>().idEnrollment;
  });

  // HZ-SEG-01: bruno's FAILED enrolment in class 31 allows re-enrolment there (the fixture's).
  it('20 simultaneous direct enrolments in one class: one enrolment, the others refused as taken', async () => {
    const answers = await times(20, () =>
      live.post('/api/learning/enrollments/', bruno(), { idTeam: 31, nodeCode: 'HZ-SEG-01', idUser: 1 }),
    );
    expectOneCreated(answers, learningMessages.alreadyEnrolled);
    expect(
      await countRows(
        `SELECT count(*)::int AS count FROM learning_enrollments e
           JOIN users u ON u.id_app = e.id_app AND u.id_user = e.id_user
          WHERE e.id_team = 31 AND u.email = 'bruno@horizonte.test' AND e.status <> 'FAILED'`,
        [],
      ),
    ).toBe(1);
  });

  it('20 simultaneous node enrolments of the course: one row, every answer names it', async () => {
    const body = { idUser: 1, idEnrollment, nodeCode: 'HZ-SEG-02', idTeam: 32 };
    const answers = await times(20, () => live.post('/api/learning/node-enrollments/', bruno(), body));
    expectAllAnswered(answers);
    const ids = new Set(answers.map((answer) => answer.json<{ data: { newId: number } }>().data.newId));
    expect(ids.size).toBe(1);
    idNodeEnrollment = [...ids][0] ?? 1;
    expect(
      await countRows(
        `SELECT count(*)::int AS count FROM learning_node_enrollments n
           JOIN apps a ON a.id_app = n.id_app
          WHERE a.bucket = 'horizonte.localhost' AND n.id_enrollment = $1`,
        [idEnrollment],
      ),
    ).toBe(1);
  });

  it('50 simultaneous first opens of one content: 50 x 2xx and one content enrolment', async () => {
    // Without the node enrolment of the test before (it failed), the course's root has none yet.
    idNodeEnrollment ||= 1;
    const body = {
      idNodeEnrollment,
      idEnrollment,
      idContentItem: 3501,
      idUser: 1,
      progress: 0,
      status: 'IN_PROGRESS',
    };
    const answers = await times(50, () => live.post('/api/learning/content-enrollments/', bruno(), body));
    expectAllAnswered(answers);
    const ids = new Set(
      answers.map(
        (answer) => answer.json<{ data: { idContentEnrollment: number } }>().data.idContentEnrollment,
      ),
    );
    expect(ids.size).toBe(1);
    expect(
      await countRows(
        `SELECT count(*)::int AS count FROM learning_content_enrollments c
           JOIN apps a ON a.id_app = c.id_app
          WHERE a.bucket = 'horizonte.localhost' AND c.id_enrollment = $1 AND c.id_content_item = 3501`,
        [idEnrollment],
      ),
    ).toBe(1);
  });

  it('20 simultaneous enrolment requests for one class: one request', async () => {
    const helena = await live.login(horizonte, 'admin@horizonte.test');
    const answers = await times(20, () =>
      live.post('/api/learning/enrollments/request', bearer(horizonte, helena), { idTeam: 21 }),
    );
    expectOneCreated(answers, learningMessages.alreadyRequested);
    expect(
      await countRows(
        `SELECT count(*)::int AS count FROM learning_enrollment_requests r
           JOIN users u ON u.id_app = r.id_app AND u.id_user = r.id_user
          WHERE r.id_team = 21 AND u.email = 'admin@horizonte.test'`,
        [],
      ),
    ).toBe(1);
  });
});
