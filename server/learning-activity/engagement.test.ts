import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { learningMessages } from '../learning/messages.ts';
import { learningEvaluationMessages } from '../evaluations/messages.ts';
import { bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { live, bruno, get } = horizonteLearner();
const track = (id: number, body: Record<string, unknown> = {}) =>
  live.post(`/api/learning/contents/${id}/trackings`, bruno(), {
    startTime: '2026-11-24 12:00:05',
    idContentItem: id,
    learningArea: true,
    seconds: 95,
    ...body,
  });

describe('tags', () => {
  it('pages the tenant tags, searched without accents', async () => {
    const response = await get('/api/learning/tags/?searchString=seguranca');
    expect(answerOf<{ result: string[] }>(response, 'api/learning-tags-page-response.json').result).toEqual([
      'Segurança',
    ]);
    const page = await get('/api/learning/tags/?limit=3');
    expect(page.json<{ totalRecords: number; result: string[] }>()).toMatchObject({
      totalRecords: 14,
      result: ['Atendimento', 'Bem-estar', 'Comunicação'],
    });
  });

  it("stores bruno's topics of interest, known tags only, his own only", async () => {
    expect((await get('/api/learning/tags/users/1')).json<{ tags: string[] }>().tags).toEqual([]);
    const saved = await live.post('/api/learning/tags/users/1', bruno(), { tags: ['Liderança', 'Excel'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expectSchema(saved, 'api/learning-user-tags-response.json');
    expect((await get('/api/learning/tags/users/1')).json<{ tags: string[] }>().tags).toEqual([
      'Liderança',
      'Excel',
    ]);
    expectFailure(
      await live.post('/api/learning/tags/users/1', bruno(), { tags: ['Astrologia'] }),
      400,
      'A etiqueta "Astrologia" não existe.',
    );
    // Recommendations put the courses of his topics first, before Segurança da Informação (the most viewed).
    const recommended = await get('/api/learning/students/1/recommendations');
    const codes = recommended.json<{ result: { nodeCode: string }[] }>().result.map((node) => node.nodeCode);
    expect(codes.slice(0, 2).toSorted()).toEqual(['HZ-EXC-01', 'HZ-LID-02']);
    expect(codes).toContain('HZ-SEG-01');
    expectFailure(await get('/api/learning/tags/users/2'), 403, learningMessages.otherLearner);
    expectFailure(
      await live.post('/api/learning/tags/users/2', bruno(), { tags: [] }),
      403,
      learningMessages.otherLearner,
    );
  });
});

describe('equivalences', () => {
  it("answers a node's re-published courses by their origin title, none for another, and 404 for an unknown one", async () => {
    const response = await get('/api/learning/nodes/101/equivalences');
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/learning-equivalences-response.json');
    expect(
      response.json<{ result: { origin: { title: string } }[] }>().result.map(({ origin }) => origin.title),
    ).toEqual(['Feedback contínuo: Fundamentos', 'Feedback contínuo: Intermediário']);
    expect((await get('/api/learning/nodes/102/equivalences')).json()).toEqual({ result: [] });
    expectFailure(await get('/api/learning/nodes/999999/equivalences'), 404, learningMessages.nodeNotFound);
  });
});

describe('access records and trackings (4.2, 7.3)', () => {
  it('records an access to a content of an own active enrolment', async () => {
    const body = { idEnrollment: 502, type: 'ACCESS_CONTENT', progress: 100 };
    const response = await live.post('/api/learning/contents/3201/accesses', bruno(), body);
    expect(response.statusCode, response.body).toBe(201);
    expectSchema(response, 'api/message-response.json');
    expectFailure(
      await live.post('/api/learning/contents/3101/accesses', bruno(), body),
      404,
      learningMessages.contentNotInEnrollment,
    );
    expectFailure(
      await live.post('/api/learning/contents/3201/accesses', bruno(), { ...body, idEnrollment: 505 }),
      404,
      learningMessages.enrollmentNotFound,
    );
    // 3602 waits for the video before it (4.3): no access to record yet.
    expectFailure(
      await live.post('/api/learning/contents/3602/accesses', bruno(), { ...body, idEnrollment: 506 }),
      409,
      learningMessages.lockedContent,
    );
    expectFailure(
      await live.post('/api/learning/contents/3201/accesses', bruno(), { ...body, type: 'VIEW' }),
      400,
      /"type"/,
    );
  });

  it('earns points on the first tracking of a content only', async () => {
    // 3201 opens the course of bruno's enrolment 502: nothing holds it back.
    const first = await track(3201);
    expect(answerOf<{ earnPoints: boolean }>(first, 'api/learning-tracking-response.json').earnPoints).toBe(
      true,
    );
    expect((await track(3201)).json<{ earnPoints: boolean }>().earnPoints).toBe(false);
  });

  it('earns nothing on a content the learner may not open (issue 17, 12)', async () => {
    // 3602 waits for the video before it in bruno's enrollment (4.3).
    expectFailure(await track(3602), 409, learningMessages.lockedContent);
    // Carla's HZ-SEG-01 waits for its pre-test (4.5).
    const carla = bearer(horizonte, await live.login(horizonte, 'carla@horizonte.test'));
    const carlas = await live.post('/api/learning/contents/3301/trackings', carla, {
      startTime: '2026-11-24 12:00:05',
      idContentItem: 3301,
      learningArea: true,
      seconds: 95,
    });
    expectFailure(carlas, 409, learningEvaluationMessages.preTestFirst);
    const stored = await live.db.query(
      'SELECT 1 FROM learning_trackings WHERE id_content_item IN (3301, 3602)',
    );
    expect(stored).toEqual([]);
    // HZ-SEG-01 is no course of bruno's: its contents are free to him, and tracked (4.2).
    expect((await track(3302)).statusCode).toBe(200);
  });

  it('refuses restricted content, another content, an unknown one and a bad time', async () => {
    expectFailure(await track(3150), 403, learningMessages.restricted);
    expectFailure(await track(3201, { idContentItem: 3303 }), 400, learningMessages.trackingOfAnotherContent);
    expectFailure(await track(424242), 404, learningMessages.contentNotFound);
    expectFailure(await track(3201, { startTime: '2026-02-30 12:00:00' }), 400, messages.invalidTrackingTime);
  });
});
