import { describe, expect, it } from 'vitest';
import { learningMessages } from './messages.ts';
import { expectFailure, expectSchema } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { expectRefusals } from '../test-support/refusals.ts';

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
  locked?: boolean;
  contentEnrollment?: { status: string; progress: number };
  nodeEnrollment?: { status: string; progress: number };
  mapElements?: MapElement[];
}

describe('the navigation map and the enrolled content', () => {
  it("draws bruno's whole path with his progress", async () => {
    const response = await get('/api/learning/students/1/enrollments/501/navigation-map');
    const { data } = answerOf<{ data: { title: string; mapElements: MapElement[] } }>(
      response,
      'api/learning-navigation-map-response.json',
    );
    expect(data.title).toBe('Liderança Situacional');
    expect(data.mapElements.map((element) => element.nodeCode)).toEqual(['HZ-LID-01-M1', 'HZ-LID-01-M2']);
    const firstModule = data.mapElements[0]?.mapElements ?? [];
    expect(firstModule.map((element) => element.idElement)).toEqual([3101, 3102, 3103]);
    expect(firstModule[0]?.contentEnrollment).toMatchObject({ status: 'IN_PROGRESS', progress: 40 });
    expect(firstModule[1]?.contentEnrollment).toMatchObject({ status: 'NOT_ATTEMPTED', progress: 0 });
  });

  it('says which items are locked, as the server refuses them (4.3)', async () => {
    const response = await get('/api/learning/students/1/enrollments/501/navigation-map');
    const { data } = response.json<{ data: { mapElements: MapElement[] } }>();
    const locks = (elements: MapElement[] = []) =>
      elements.map((element) => [element.idElement, element.locked]);
    // Module 1 is the entry point; in it the video is open and what follows it waits.
    expect(locks(data.mapElements)).toEqual([
      [1011, false],
      [1012, true],
    ]);
    expect(locks(data.mapElements[0]?.mapElements)).toEqual([
      [3101, false],
      [3102, true],
      [3103, true],
    ]);
    // Module 2 waits for module 1 (sequence and prerequisite): everything in it is locked too.
    expect(locks(data.mapElements[1]?.mapElements).every(([, locked]) => locked === true)).toBe(true);
    // The map from module 2 alone (fullMap=false) knows the module itself is locked.
    const fromModule = await get(
      '/api/learning/students/1/enrollments/501/navigation-map?nodeCode=HZ-LID-01-M2&fullMap=false',
    );
    expectSchema(fromModule, 'api/learning-navigation-map-response.json');
    const items = fromModule.json<{ data: { mapElements: MapElement[] } }>().data.mapElements;
    expect(items.length).toBeGreaterThan(0);
    expect(locks(items).every(([, locked]) => locked === true)).toBe(true);
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
    await expectRefusals(get, [
      ['/api/learning/students/2/enrollments/505/navigation-map', 403, learningMessages.otherLearner],
      ['/api/learning/students/1/enrollments/505/navigation-map', 404, learningMessages.enrollmentNotFound],
      ['/api/learning/students/1/enrollments/504/navigation-map', 403, learningMessages.closedUponCompletion],
    ]);
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
    expect(
      answerOf<{ data: { progress: number } }>(lower, 'api/learning-content-enrollment-response.json').data
        .progress,
    ).toBe(40);
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

describe('PUT /api/learning/content-enrollments/{id} and the sequence (4.3)', () => {
  /** A row stored straight into the table, as an import would: the routes themselves never store one of a locked item. */
  const storeRow = (
    idContentEnrollment: number,
    idEnrollment: number,
    idContentItem: number,
    status: string,
  ) =>
    live.db.query(
      `INSERT INTO learning_content_enrollments
         (id_app, id_content_enrollment, id_enrollment, id_content_item, status, progress)
       SELECT id_app, $1, id_enrollment, $3, $4, 10 FROM learning_enrollments WHERE id_enrollment = $2`,
      [idContentEnrollment, idEnrollment, idContentItem, status],
    );
  const storedRow = async (idContentEnrollment: number) =>
    (
      await live.db.query<{ status: string; progress: number }>(
        'SELECT status, progress FROM learning_content_enrollments WHERE id_content_enrollment = $1',
        [idContentEnrollment],
      )
    )[0];

  it('refuses to move a row of an item still locked, and leaves it as stored', async () => {
    // 3602 follows the sequential video 3601, which bruno has not watched in enrollment 506.
    await storeRow(90601, 506, 3602, 'IN_PROGRESS');
    for (const body of [
      { status: 'COMPLETED', progress: 100, grade: 0 },
      { status: 'IN_PROGRESS', progress: 60 },
    ]) {
      expectFailure(
        await put('/api/learning/content-enrollments/90601', body),
        409,
        learningMessages.lockedContent,
      );
    }
    expect(await storedRow(90601)).toEqual({ status: 'IN_PROGRESS', progress: 10 });
    const map = await get('/api/learning/students/1/enrollments/506');
    expect(map.json<{ lockedContents: number[] }>().lockedContents).toContain(3602);
  });

  it("refuses a row of a restricted item, and another learner's row as not found", async () => {
    await storeRow(90603, 506, 3603, 'IN_PROGRESS');
    expectFailure(
      await put('/api/learning/content-enrollments/90603', { status: 'COMPLETED', progress: 100 }),
      403,
      learningMessages.restricted,
    );
    // Helena's enrollment 505: bruno cannot find, let alone move, her row.
    await storeRow(90501, 505, 3211, 'IN_PROGRESS');
    expectFailure(
      await put('/api/learning/content-enrollments/90501', { status: 'COMPLETED', progress: 100 }),
      404,
      learningMessages.contentEnrollmentNotFound,
    );
    expect(await storedRow(90501)).toEqual({ status: 'IN_PROGRESS', progress: 10 });
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
