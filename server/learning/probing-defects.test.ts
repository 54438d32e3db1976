// Issue 17, "Defects found by probing the learning area": 1 (locked and gated contents came with their
// body and addresses in the enrollment's page) and 9 (another learner's node enrollment ids were stored).
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectFailure } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { learningMessages } from './messages.ts';

const { live, bruno, get } = horizonteLearner();

interface Card {
  idContentItem: number;
  text: string;
  contentLocation?: string;
  mediaLocation?: string;
  content?: string;
}
interface EnrollmentPage {
  preTest?: unknown;
  contents: Card[];
  lockedContents: number[];
  data: { blocks: { elements: { elementType: string; idElement: number; data: Card }[] }[] };
}

const openingFields = ['contentLocation', 'mediaLocation', 'referenceLink', 'content', 'children'];

/** Every card of the content in the page (its list and its blocks) comes without what would open it. */
function expectClosedCards(page: EnrollmentPage, idContentItem: number) {
  const cards = [
    ...page.contents.filter((card) => card.idContentItem === idContentItem),
    ...page.data.blocks.flatMap((block) =>
      block.elements
        .filter((element) => element.elementType === 'CONTENT' && element.idElement === idContentItem)
        .map((element) => element.data),
    ),
  ];
  expect(cards.length, `cards of ${idContentItem}`).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.text).toBeTruthy();
    for (const field of openingFields) expect(card, `${idContentItem}.${field}`).not.toHaveProperty(field);
  }
}

const pageOf = (response: LightMyRequestResponse) => {
  return answerOf<EnrollmentPage>(response, 'api/learning-enrollment-node-response.json');
};

describe('defect 1: locked and gated contents are listed without body or addresses', () => {
  it("a module's locked items: cards without address or body, the open one whole", async () => {
    const response = await get('/api/learning/students/1/enrollments/501/nodes/1011');
    const page = pageOf(response);
    expect(page.lockedContents).toEqual([3102, 3103]);
    for (const id of page.lockedContents) expectClosedCards(page, id);
    expect(response.body).not.toContain('/demo/learning/podcast-lideranca.mp3');
    expect(response.body).not.toContain('A liderança situacional adapta');
    // The open video keeps its address, signed for bruno: the viewer plays it.
    expect(page.contents.find((card) => card.idContentItem === 3101)?.mediaLocation).toMatch(
      /^\/demo\/learning\/video-lideranca\.mp4\?exp=\d+&sig=/,
    );
  });

  it('a locked module, by id and by code', async () => {
    for (const url of [
      '/api/learning/students/1/enrollments/501/nodes/1012',
      '/api/learning/students/1/enrollments/501?nodeCode=HZ-LID-01-M2',
    ]) {
      const response = await get(url);
      const page = pageOf(response);
      expect(page.lockedContents).toEqual([3111, 3112, 3150]);
      for (const id of page.lockedContents) expectClosedCards(page, id);
      expect(response.body).not.toContain('apostila-lideranca.pdf');
      expect(response.body).not.toContain('perfil.horizonte.test');
    }
  });

  it('a course behind its unfinished pre-test: every content listed without body or addresses', async () => {
    const enrolled = await live.post('/api/learning/enrollments/', bruno(), {
      idTeam: 31,
      nodeCode: 'HZ-SEG-01',
      idUser: 1,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const { idEnrollment } = enrolled.json<{ idEnrollment: number }>();
    const response = await get(`/api/learning/students/1/enrollments/${idEnrollment}`);
    const page = pageOf(response);
    expect(page.preTest).toBeDefined();
    expect(page.contents.map((card) => card.idContentItem)).toEqual([3301, 3302, 3303, 3304]);
    for (const card of page.contents) {
      for (const field of openingFields)
        expect(card, `${card.idContentItem}.${field}`).not.toHaveProperty(field);
    }
    expect(response.body).not.toContain('video-seguranca.mp4');
    expect(response.body).not.toContain('Uma senha longa');
    expect(response.body).not.toContain('seguranca.horizonte.test');
  });
});

describe("defect 9: another learner's node enrollment ids in a body are refused and never stored", () => {
  const storedParents = async () =>
    (
      await live.db.query<{ parent: number | null }>(
        `SELECT n.id_parent_node_enrollment AS parent FROM learning_node_enrollments n
           JOIN apps a ON a.id_app = n.id_app
          WHERE a.bucket = 'horizonte.localhost' AND n.id_enrollment = 501 AND n.node_code = 'HZ-LID-01-M2'`,
      )
    ).map((row) => row.parent);

  it("refuses helena's node enrollment as bruno's parent node enrollment", async () => {
    const body = { idUser: 1, idEnrollment: 501, nodeCode: 'HZ-LID-01-M2', idTeam: 11 };
    // 50500: the root node enrollment of enrollment 505, helena's.
    for (const idParentNodeEnrollment of [50500, 50200, 999_999]) {
      expectFailure(
        await live.post('/api/learning/node-enrollments/', bruno(), { ...body, idParentNodeEnrollment }),
        404,
        learningMessages.nodeEnrollmentNotFound,
      );
    }
    expect(await storedParents()).toEqual([]);
    const own = await live.post('/api/learning/node-enrollments/', bruno(), {
      ...body,
      idParentNodeEnrollment: 50100,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(await storedParents()).toEqual([50100]);
  });

  it("refuses helena's node enrollment, or one of another enrollment, in a content enrollment", async () => {
    const body = { idEnrollment: 502, idContentItem: 3203, idUser: 1, progress: 0, status: 'IN_PROGRESS' };
    // 50500 is helena's; 50100 is bruno's own but of enrollment 501, not 502.
    for (const idNodeEnrollment of [50500, 50100]) {
      expectFailure(
        await live.post('/api/learning/content-enrollments/', bruno(), { ...body, idNodeEnrollment }),
        404,
        learningMessages.nodeEnrollmentNotFound,
      );
    }
    const [stored] = await live.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM learning_content_enrollments c JOIN apps a ON a.id_app = c.id_app
        WHERE a.bucket = 'horizonte.localhost' AND c.id_enrollment = 502 AND c.id_content_item = 3203`,
    );
    expect(stored?.count).toBe(0);
    const own = await live.post('/api/learning/content-enrollments/', bruno(), {
      ...body,
      idNodeEnrollment: 50200,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json<{ data: { idNodeEnrollment: number } }>().data.idNodeEnrollment).toBe(50200);
  });
});
