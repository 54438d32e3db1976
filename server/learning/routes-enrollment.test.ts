import { beforeAll, describe, expect, it } from 'vitest';
import { learningMessages } from './messages.ts';
import { bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { live, bruno } = horizonteLearner();
let helena: string;
beforeAll(async () => {
  helena = await live.login(horizonte, 'admin@horizonte.test');
});

interface TeamCard {
  idTeam: number;
  capacity: number | null;
  totalVacanciesAvailable: number | null;
  awaitingApproval: boolean;
}
const enroll = (idTeam: number, nodeCode: string, idUser = 1, token = live.bruno) =>
  live.post('/api/learning/enrollments/', bearer(horizonte, token), { idTeam, nodeCode, idUser });
const request = (idTeam: number, token = live.bruno) =>
  live.post('/api/learning/enrollments/request', bearer(horizonte, token), { idTeam });

describe('GET /api/learning/teams/', () => {
  it("lists a course's classes with places left and bruno's pending request", async () => {
    const response = await live.get('/api/learning/teams/?nodeCode=HZ-LID-02', bruno());
    expect(answerOf<{ data: TeamCard[] }>(response, 'api/learning-teams-response.json').data).toMatchObject([
      { idTeam: 21, capacity: 20, totalVacanciesAvailable: 20, awaitingApproval: true },
    ]);
    const full = await live.get('/api/learning/teams/?nodeCode=HZ-EXC-01', bruno());
    expect(full.json<{ data: TeamCard[] }>().data[0]?.totalVacanciesAvailable).toBe(0);
    const unlimited = await live.get('/api/learning/teams/?nodeCode=HZ-ATD-01', bruno());
    expect(unlimited.json<{ data: TeamCard[] }>().data[0]).toMatchObject({
      capacity: null,
      totalVacanciesAvailable: null,
    });
    const available = await live.get('/api/learning/teams/?nodeCode=HZ-EXC-01&onlyAvailable=true', bruno());
    expect(available.json<{ data: TeamCard[] }>().data).toEqual([]);
  });

  it('refuses bad input in pt-BR', async () => {
    expectFailure(await live.get('/api/learning/teams/?limit=0', bruno()), 400, /"limit"/);
  });
});

describe('POST /api/learning/enrollments/ (direct enrolment)', () => {
  /** The course (its node) is closed to bruno until he enrols in the class, then opens. */
  const enrollOpens = async (idNode: number, idTeam: number, nodeCode: string) => {
    const node = `/api/learning/nodes/${idNode}`;
    expectFailure(await live.get(node, bruno()), 403, learningMessages.enrollmentRequired);
    const response = await enroll(idTeam, nodeCode);
    expect(response.statusCode, response.body).toBe(201);
    expect((await live.get(node, bruno())).statusCode).toBe(200);
    return response;
  };

  it('enrols bruno in a class starting in the future, once, and the course then opens', async () => {
    const response = await enrollOpens(302, 32, 'HZ-SEG-02');
    expectSchema(response, 'api/learning-direct-enrollment-response.json');
    expect(response.json<{ idEnrollment: number }>().idEnrollment).toBeGreaterThan(505);
    expectFailure(await enroll(32, 'HZ-SEG-02'), 409, learningMessages.alreadyEnrolled);
  });

  it('refuses a full class, an approval class, a completed course and a course already taken', async () => {
    expectFailure(await enroll(14, 'HZ-EXC-01'), 409, learningMessages.full);
    expectFailure(await enroll(21, 'HZ-LID-02'), 409, learningMessages.needsApproval);
    expectFailure(await enroll(33, 'HZ-COMP-01'), 409, learningMessages.completedClosed);
    expectFailure(await enroll(13, 'HZ-ATD-01'), 409, learningMessages.alreadyEnrolled);
  });

  it('re-enrols bruno after FAILED in a class that allows it', async () => {
    await enrollOpens(301, 31, 'HZ-SEG-01');
  });

  it("refuses another learner's enrolment, a class of another course, an unknown class and bad bodies", async () => {
    expectFailure(await enroll(13, 'HZ-ATD-01', 2), 403, learningMessages.enrollOnlyYourself);
    expectFailure(await enroll(13, 'HZ-LID-01'), 400, learningMessages.teamOfAnotherNode);
    expectFailure(await enroll(999, 'HZ-LID-01'), 404, learningMessages.teamNotFound);
    expectFailure(
      await live.post('/api/learning/enrollments/', bruno(), {
        idTeam: 'onze',
        nodeCode: 'HZ-LID-01',
        idUser: 1,
      }),
      400,
      /"idTeam"/,
    );
    expectFailure(await live.post('/api/learning/enrollments/', bruno(), { idTeam: 13 }), 400, /obrigatório/);
  });
});

describe('POST /api/learning/enrollments/request', () => {
  it('stores a request once: then the class shows it awaiting approval', async () => {
    const response = await request(21, helena);
    expect(response.statusCode, response.body).toBe(201);
    expectSchema(response, 'api/learning-created-response.json');
    expectFailure(await request(21, helena), 409, learningMessages.alreadyRequested);
    const teams = await live.get('/api/learning/teams/?nodeCode=HZ-LID-02', bearer(horizonte, helena));
    expect(teams.json<{ data: TeamCard[] }>().data[0]?.awaitingApproval).toBe(true);
  });

  it("refuses bruno's second request and a request for a class without approval", async () => {
    expectFailure(await request(21), 409, 'Aguardando aprovação da matrícula.');
    expectFailure(await request(13), 409, learningMessages.noApprovalNeeded);
    expectFailure(await request(12), 409, learningMessages.alreadyEnrolled);
  });
});
