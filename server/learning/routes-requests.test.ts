import { describe, expect, it } from 'vitest';
import { learningMessages } from './messages.ts';
import { expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { expectRefusals } from '../test-support/refusals.ts';

const { live, bruno, get } = horizonteLearner();
const cancel = (id: number) =>
  live.app.inject({ method: 'PUT', url: `/api/learning/enrollment-requests/${id}/cancel`, headers: bruno() });

interface RequestRow {
  idEnrollmentRequest: number;
  title: string;
  status: string;
}

describe('enrolment requests (4.6)', () => {
  it('tells bruno he has requests and lists the pending ones by default, newest first', async () => {
    const has = await get('/api/learning/students/1/has-enrollment-requests');
    expectSchema(has, 'api/learning-has-enrollment-requests-response.json');
    expect(has.json<{ hasEnrollmentRequests: boolean }>().hasEnrollmentRequests).toBe(true);
    const list = await get('/api/learning/enrollment-requests/?idUser=1');
    expect(
      answerOf<{ totalRecords: number; result: RequestRow[] }>(
        list,
        'api/learning-enrollment-requests-response.json',
      ),
    ).toMatchObject({
      totalRecords: 2,
      result: [
        {
          idEnrollmentRequest: 42,
          title: 'Liderança Situacional - Turma Gestores Regionais',
          status: 'PENDING',
        },
        {
          idEnrollmentRequest: 31,
          title: 'Gestão de Conflitos - Turma Gestão de Conflitos',
          status: 'PENDING',
        },
      ],
    });
  });

  it('pages every status: 12 requests, 10 a page; an approved one names its enrolment, a denied one its reason', async () => {
    const all = 'PENDING,APPROVED,DENIED,CANCELED';
    const first = await get(`/api/learning/enrollment-requests/?status=${all}&offset=0&limit=10`);
    const second = await get(`/api/learning/enrollment-requests/?status=${all}&offset=10&limit=10`);
    const rows = [
      ...first.json<{ result: (RequestRow & { idEnrollment: number | null; reason: string | null })[] }>()
        .result,
      ...second.json<{ result: (RequestRow & { idEnrollment: number | null; reason: string | null })[] }>()
        .result,
    ];
    expect(first.json<{ totalRecords: number }>().totalRecords).toBe(12);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['PENDING', 'APPROVED', 'DENIED', 'CANCELED']),
    );
    expect(rows.find((row) => row.idEnrollmentRequest === 32)).toMatchObject({
      status: 'APPROVED',
      idEnrollment: 501,
    });
    expect(rows.find((row) => row.idEnrollmentRequest === 33)?.reason).toMatch(/gestores regionais/);
  });

  it('cancels a pending request once; the list by status then shows it', async () => {
    const response = await cancel(31);
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/message-response.json');
    expectFailure(await cancel(31), 409, learningMessages.onlyPendingCancel);
    expectFailure(await cancel(33), 409, learningMessages.onlyPendingCancel);
    const canceled = await get('/api/learning/enrollment-requests/?status=CANCELED');
    expect(canceled.json<{ result: RequestRow[] }>().result.map((row) => row.idEnrollmentRequest)).toContain(
      31,
    );
    const pending = await get('/api/learning/enrollment-requests/');
    expect(pending.json<{ result: RequestRow[] }>().result.map((row) => row.idEnrollmentRequest)).toEqual([
      42,
    ]);
  });

  it("refuses another learner's requests and bad filters", async () => {
    await expectRefusals(get, [
      ['/api/learning/students/2/has-enrollment-requests', 403, learningMessages.otherLearner],
      ['/api/learning/enrollment-requests/?idUser=2', 403, learningMessages.otherLearner],
      ['/api/learning/enrollment-requests/?status=ABERTO', 400, /"status"/],
    ]);
    expectFailure(await cancel(9999), 404, learningMessages.requestNotFound);
  });
});

describe('GET /api/learning/attachments/teams/{idTeam}', () => {
  it("pages the class's attachments, 25 at most, for its learners only", async () => {
    const response = await get('/api/learning/attachments/teams/11?offset=0&limit=5');
    const page = answerOf<{ totalRecords: number; result: { format: string }[] }>(
      response,
      'api/learning-attachments-response.json',
    );
    expect(page.totalRecords).toBe(12);
    expect(page.result.map((file) => file.format)).toEqual(['pdf', 'pptx', 'xlsx', 'csv', 'docx']);
    const last = await get('/api/learning/attachments/teams/11?offset=10');
    expect(last.json<{ result: unknown[] }>().result).toHaveLength(2);
    expectFailure(await get('/api/learning/attachments/teams/14'), 403, learningMessages.notInTeam);
  });

  it('serves every attachment file from the demo assets', async () => {
    const page = await get('/api/learning/attachments/teams/11');
    for (const { url } of page.json<{ result: { url: string }[] }>().result) {
      const file = await live.get(url, { host: horizonte });
      expect(file.statusCode, url).toBe(200);
    }
  });
});
