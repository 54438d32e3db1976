import { describe, expect, it } from 'vitest';
import { learningMessages } from '../messages-learning.ts';
import { expectFailure, expectSchema } from '../test-support/test-server.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { live, bruno, get, put } = horizonteLearner();
const startContent = (idContentItem: number, idNodeEnrollment = 50101) =>
  live.post('/api/learning/content-enrollments/', bruno(), {
    idNodeEnrollment,
    idEnrollment: 501,
    idContentItem,
    idUser: 1,
    progress: 0,
    status: 'IN_PROGRESS',
  });

interface MapElement {
  elementType: string;
  idElement: number;
  nodeCode: string;
  contentEnrollment?: { status: string; progress: number };
  nodeEnrollment?: { status: string; progress: number };
  mapElements?: MapElement[];
}

describe('the navigation map and the enrolled content', () => {
  it("draws bruno's whole path with his progress", async () => {
    const response = await get('/api/learning/students/1/enrollments/501/navigation-map');
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-navigation-map-response.json');
    const { data } = response.json<{ data: { title: string; mapElements: MapElement[] } }>();
    expect(data.title).toBe('Liderança Situacional');
    expect(data.mapElements.map((element) => element.nodeCode)).toEqual(['HZ-LID-01-M1', 'HZ-LID-01-M2']);
    const firstModule = data.mapElements[0]?.mapElements ?? [];
    expect(firstModule.map((element) => element.idElement)).toEqual([3101, 3102, 3103]);
    expect(firstModule[0]?.contentEnrollment).toMatchObject({ status: 'IN_PROGRESS', progress: 40 });
    expect(firstModule[1]?.contentEnrollment).toMatchObject({ status: 'NOT_ATTEMPTED', progress: 0 });
  });

  it('answers an enrolled content with its neighbours, and a restricted one without its address', async () => {
    const response = await get('/api/learning/students/1/enrollments/501/nodeEnrollment/50101/contents/3101');
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-enrolled-content-response.json');
    const body = response.json<{
      data: { contentEnrollment: { progress: number } };
      previousItem: null;
      nextItem: { idContentItem: number };
    }>();
    expect(body.previousItem).toBeNull();
    expect(body.nextItem.idContentItem).toBe(3102);
    expect(body.data.contentEnrollment.progress).toBe(40);
    const restricted = await get(
      '/api/learning/students/1/enrollments/501/nodeEnrollment/50101/contents/3150',
    );
    expectSchema(restricted, 'api/learning-enrolled-content-response.json');
    const data = restricted.json<{ data: Record<string, unknown>; nextItem: null }>();
    expect(data.data.hasAccess).toBe(false);
    expect(data.data.contentLocation).toBeUndefined();
    expect(data.nextItem).toBeNull();
  });

  it("names the content's place for the footer's trail: school, course, module, in both forms", async () => {
    const place = [
      { nodeCode: 'HZ-ESCOLA', idNode: 100, nodeType: 'ORGANIZATION', title: 'Universidade Horizonte' },
      { nodeCode: 'HZ-ESC-LID', idNode: 110, nodeType: 'ORGANIZATION', title: 'Escola de Liderança' },
      { nodeCode: 'HZ-LID-01', idNode: 101, nodeType: 'LEARNING', title: 'Liderança Situacional' },
      {
        nodeCode: 'HZ-LID-01-M1',
        idNode: 1011,
        nodeType: 'LEARNING',
        title: 'Módulo 1: diagnóstico da equipe',
      },
    ];
    const enrolled = await get('/api/learning/students/1/enrollments/501/nodeEnrollment/50101/contents/3101');
    expectSchema(enrolled, 'api/learning-enrolled-content-response.json');
    expect(enrolled.json<{ data: { parentNodes: unknown } }>().data.parentNodes).toEqual(place);
    const free = await get('/api/learning/contents/3101');
    expect(free.json<{ data: { parentNodes: unknown } }>().data.parentNodes).toEqual(place);
    // The course's page carries its schools and the enrollment's class its course, for the level's trail.
    const course = await get('/api/learning/students/1/enrollments/501/nodes/1011');
    const level = course.json<{
      data: { parentNodes: unknown };
      enrollment: { team: { nodeCode: string } };
    }>();
    expect(level.data.parentNodes).toEqual(place.slice(0, 3));
    expect(level.enrollment.team.nodeCode).toBe('HZ-LID-01');
  });

  it('opens the enrollment and one of its modules', async () => {
    const course = await get('/api/learning/students/1/enrollments/501');
    expect(course.statusCode).toBe(200);
    expectSchema(course, 'api/learning-enrollment-node-response.json');
    const module = await get('/api/learning/students/1/enrollments/501/nodes/1012');
    expectSchema(module, 'api/learning-enrollment-node-response.json');
    expect(module.json<{ data: { nodeCode: string } }>().data.nodeCode).toBe('HZ-LID-01-M2');
    expectFailure(
      await get('/api/learning/students/1/enrollments/501/nodes/201'),
      404,
      learningMessages.nodeNotFound,
    );
  });

  it("refuses another learner's enrollment", async () => {
    expectFailure(
      await get('/api/learning/students/2/enrollments/505/navigation-map'),
      403,
      learningMessages.otherLearner,
    );
    expectFailure(
      await get('/api/learning/students/1/enrollments/505/navigation-map'),
      404,
      learningMessages.enrollmentNotFound,
    );
    expectFailure(
      await get('/api/learning/students/1/enrollments/504/navigation-map'),
      403,
      learningMessages.enrollmentRequired,
    );
  });
});

describe('content progress and locking (4.2, 4.3)', () => {
  it('keeps the second item locked until the video ends, then opens it; the second module waits for the first', async () => {
    expectFailure(await startContent(3102), 409, learningMessages.lockedContent);
    // Neither served: its address would let the learner skip the sequence.
    const lockedContent = '/api/learning/students/1/enrollments/501/nodeEnrollment/50101/contents/3102';
    expectFailure(await get(lockedContent), 409, learningMessages.lockedContent);
    // Progress never goes back.
    const lower = await put('/api/learning/content-enrollments/50101', {
      status: 'IN_PROGRESS',
      progress: 30,
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expectSchema(lower, 'api/learning-content-enrollment-response.json');
    expect(lower.json<{ data: { progress: number } }>().data.progress).toBe(40);
    const ended = await put('/api/learning/content-enrollments/50101', {
      status: 'COMPLETED',
      progress: 100,
      grade: 0,
    });
    expect(ended.json<{ data: { status: string; progress: number } }>().data).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
    });
    // A completed item stays completed.
    const again = await put('/api/learning/content-enrollments/50101', {
      status: 'IN_PROGRESS',
      progress: 10,
    });
    expect(again.json<{ data: { status: string } }>().data.status).toBe('COMPLETED');
    const second = await startContent(3102);
    expect(second.statusCode, second.body).toBe(201);
    expect((await get(lockedContent)).statusCode).toBe(200);
    expectSchema(second, 'api/learning-content-enrollment-response.json');
    expectFailure(await startContent(3111), 409, learningMessages.lockedContent);
  });

  it('refuses restricted content, content of another course and bad bodies', async () => {
    expectFailure(await startContent(3150), 403, learningMessages.restricted);
    expectFailure(await startContent(3201), 404, learningMessages.contentNotInEnrollment);
    expectFailure(
      await put('/api/learning/content-enrollments/99999', { status: 'COMPLETED', progress: 100 }),
      404,
      learningMessages.contentEnrollmentNotFound,
    );
    expectFailure(
      await put('/api/learning/content-enrollments/50101', { status: 'PASSED', progress: 100 }),
      400,
      /"status"/,
    );
    expectFailure(
      await put('/api/learning/content-enrollments/50101', { status: 'COMPLETED', progress: 101 }),
      400,
      /"progress"/,
    );
  });
});

describe('POST /api/learning/node-enrollments/', () => {
  it('creates the node enrollment of a module once', async () => {
    const body = { idUser: 1, idEnrollment: 501, nodeCode: 'HZ-LID-01-M2', idTeam: 11 };
    const created = await live.post('/api/learning/node-enrollments/', bruno(), body);
    expect(created.statusCode, created.body).toBe(201);
    expectSchema(created, 'api/learning-created-response.json');
    const newId = created.json<{ data: { newId: number } }>().data.newId;
    const repeated = await live.post('/api/learning/node-enrollments/', bruno(), body);
    expect(repeated.json<{ data: { newId: number } }>().data.newId).toBe(newId);
    expectFailure(
      await live.post('/api/learning/node-enrollments/', bruno(), { ...body, nodeCode: 'HZ-ATD-01' }),
      404,
      learningMessages.nodeNotFound,
    );
    expectFailure(
      await live.post('/api/learning/node-enrollments/', bruno(), { ...body, idUser: 2 }),
      403,
      learningMessages.otherLearner,
    );
  });
});
