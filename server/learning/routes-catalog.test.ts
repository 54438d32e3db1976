import { describe, expect, it } from 'vitest';
import { createSchemaRegistry, describeSchemaError, getValidator } from '../fixtures/schema-registry.ts';
import { learningMessages } from './messages.ts';
import { aurora, bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { expectRefusals } from '../test-support/refusals.ts';
import { mediaSigner } from '../tenants/media-signature.ts';
import { mediaSigningKey } from '../tenants/store.ts';

const { live } = horizonteLearner();
const registry = createSchemaRegistry();

/** Card lists check only their envelope (README): each card is checked against its own schema here. */
function expectEach(items: readonly unknown[], schemaFile: string): void {
  const validate = getValidator(registry, schemaFile);
  const problems = items.flatMap((item, index) =>
    validate(item) ? [] : (validate.errors ?? []).map((error) => `${index}: ${describeSchemaError(error)}`),
  );
  expect(problems, schemaFile).toEqual([]);
}

interface NodeCard {
  nodeCode: string;
  nodeType: string;
  title: string;
  tags?: string[];
  hasAccess?: boolean;
  parentNodes?: { nodeCode: string }[];
  nodeEnrollment?: {
    status: string;
    progress: number;
    idEnrollment: number;
    enrollment: { idEnrollment: number };
  };
}
interface BlockView {
  blockType: string;
  elements: { elementType: string; data: Record<string, unknown> }[];
}

const get = (url: string) => live.get(url, bearer(horizonte, live.bruno));

describe('GET /api/learning/nodes/{idCompany}: the home', () => {
  it('answers every block type of 2.3, the elements resolved for bruno', async () => {
    const response = await get('/api/learning/nodes/2');
    const { blocks } = answerOf<{ blocks: BlockView[] }>(response, 'api/learning-home-response.json');
    expectEach(blocks, 'block.json');
    expect(new Set(blocks.map((block) => block.blockType)).size).toBe(16);
    for (const block of blocks) expectEach(block.elements, 'element.json');
    const carousel = blocks.find((block) => block.blockType === 'Carrousel');
    const leadership = carousel?.elements.find((element) => element.data.nodeCode === 'HZ-LID-01');
    // Bruno is enrolled in Liderança Situacional and watched 40 % of one of its 6 items.
    expect(leadership?.data.nodeEnrollment).toMatchObject({
      status: 'IN_PROGRESS',
      idEnrollment: 501,
      progress: 7,
    });
    const list = blocks.find((block) => block.blockType === 'List');
    expect(list?.elements.map((element) => element.data.idContentItem)).toEqual([3302, 3204, 3205]);
  });

  it('is refused without a session and on another tenant the home is its own', async () => {
    const anonymous = await live.get('/api/learning/nodes/2', { host: horizonte });
    expect(anonymous.statusCode).toBe(401);
    const auroraHome = await live.get('/api/learning/nodes/1', bearer(aurora, live.ana));
    expect(auroraHome.json<{ blocks: unknown[] }>().blocks).toEqual([]);
  });
});

describe('the demo media of the learning area', () => {
  it('serves every /demo/ address of a learning content, node or block from the tenant assets', async () => {
    const rows = await live.db.query<{ value: string }>(
      `SELECT DISTINCT value FROM (
         SELECT item ->> 'contentLocation' AS value FROM learning_contents WHERE id_app = 2
         UNION SELECT item ->> 'mediaLocation' FROM learning_contents WHERE id_app = 2
         UNION SELECT item ->> 'image' FROM learning_contents WHERE id_app = 2
         UNION SELECT node ->> 'image' FROM learning_nodes WHERE id_app = 2
         UNION SELECT element -> 'data' ->> 'image' FROM learning_block_elements WHERE id_app = 2
       ) addresses WHERE value LIKE '/demo/%'`,
    );
    expect(rows.length).toBeGreaterThan(15);
    // A content's own files open only signed (server/tenants/learning-media.test.ts); the rest ignore it.
    const sign = mediaSigner(await mediaSigningKey(live.db), 2, new Date());
    for (const { value } of rows) {
      const response = await live.get(sign(value), { host: horizonte });
      expect(response.statusCode, value).toBe(200);
      expect(Number(response.headers['content-length'] ?? response.rawPayload.length), value).toBeGreaterThan(
        0,
      );
    }
  });
});

describe('GET /api/learning/nodes/{id}', () => {
  it('opens an ORGANIZATION node with its children and blocks', async () => {
    const response = await get('/api/learning/nodes/110');
    const { data } = answerOf<{ data: NodeCard & { childNodes: NodeCard[]; blocks: BlockView[] } }>(
      response,
      'api/learning-node-response.json',
    );
    expect(data.childNodes.map((child) => child.nodeCode)).toEqual(['HZ-LID-01', 'HZ-LID-02', 'HZ-DIR-01']);
    expect(data.blocks.map((block) => block.blockType)).toEqual(['TitleSection', 'Grid']);
    expect(data.parentNodes).toEqual([
      { nodeCode: 'HZ-ESCOLA', idNode: 100, nodeType: 'ORGANIZATION', title: 'Universidade Horizonte' },
    ]);
  });

  it('opens a LEARNING node of an active enrolment, and a module of it', async () => {
    const response = await get('/api/learning/nodes/1011');
    const { data } = answerOf<{ data: NodeCard }>(response, 'api/learning-node-response.json');
    expect(data.nodeEnrollment).toMatchObject({ status: 'IN_PROGRESS', progress: 13, idEnrollment: 501 });
  });

  it('refuses a LEARNING node without an active enrolment: none, FAILED, or COMPLETED closed upon completion', async () => {
    // 201 (Atendimento de Excelência) is bruno's, IN_PROGRESS; 301 FAILED; 303 COMPLETED in a class closed upon completion.
    expect((await get('/api/learning/nodes/201')).statusCode).toBe(200);
    expectFailure(await get('/api/learning/nodes/301'), 403, learningMessages.enrollmentRequired);
    // Completed, not refused: the learner is told the class closes its content upon completion.
    expectFailure(await get('/api/learning/nodes/303'), 403, learningMessages.closedUponCompletion);
    expectFailure(await get('/api/learning/nodes/102'), 403, learningMessages.enrollmentRequired);
  });

  it('answers 404 for an unknown node and a pt-BR 400 for a bad id', async () => {
    expectFailure(await get('/api/learning/nodes/999999'), 404, learningMessages.nodeNotFound);
    expectFailure(await get('/api/learning/nodes/abc'), 400, /"id"/);
  });
});

describe('GET /api/learning/contents/{id}', () => {
  it('answers a content by its id, with bruno progress, and a restricted one without its address', async () => {
    const response = await get('/api/learning/contents/3101');
    expect(response.statusCode, response.body).toBe(200);
    // The enrolled content's answer without neighbours: one shape for the viewer.
    expectSchema(response, 'api/learning-enrolled-content-response.json');
    const { data } = response.json<{
      data: { contentLocation: string; contentEnrollment: { progress: number } };
    }>();
    // Signed for bruno (GET /demo/* refuses the file without it: server/tenants/learning-media.test.ts).
    expect(data.contentLocation).toMatch(/^\/demo\/learning\/video-lideranca\.mp4\?exp=\d+&sig=/);
    expect(data.contentEnrollment.progress).toBe(40);
    const restricted = await get('/api/learning/contents/3150');
    const hidden = restricted.json<{ data: Record<string, unknown> }>().data;
    expect(hidden).toMatchObject({ hasAccess: false, text: 'Política de remuneração variável 2027' });
    expect(hidden.contentLocation).toBeUndefined();
    expectFailure(await get('/api/learning/contents/3001'), 404, learningMessages.contentNotFound);
  });

  it('refuses a content its enrolment keeps locked (4.3), not one of an enrolment no longer active', async () => {
    // 3602 waits for the video before it in bruno's enrolment 506.
    expectFailure(await get('/api/learning/contents/3602'), 409, learningMessages.lockedContent);
    // 3302 follows an unwatched video too, but bruno's enrolment there FAILED: a free content.
    expect((await get('/api/learning/contents/3302')).statusCode).toBe(200);
  });

  it('names the enrollment covering the content, so its first open there creates the content enrollment (4.2)', async () => {
    const covered = await get('/api/learning/contents/3101');
    expect(covered.json<{ enrollment: unknown }>().enrollment).toEqual({
      idUser: 1,
      idEnrollment: 501,
      idTeam: 11,
      nodeCode: 'HZ-LID-01-M1',
      idNodeEnrollment: 50101,
    });
    // Neither a content of an enrollment no longer active nor a restricted one.
    for (const idContent of [3302, 3150]) {
      expect((await get(`/api/learning/contents/${idContent}`)).json(), String(idContent)).not.toHaveProperty(
        'enrollment',
      );
    }
    const first = await get('/api/learning/contents/3601');
    expectSchema(first, 'api/learning-enrolled-content-response.json');
    const { data, enrollment } = first.json<{
      data: { contentEnrollment: null };
      enrollment: { idUser: number; idEnrollment: number; idNodeEnrollment: number };
    }>();
    expect(data.contentEnrollment).toBeNull();
    const created = await live.post('/api/learning/content-enrollments/', bearer(horizonte, live.bruno), {
      idUser: enrollment.idUser,
      idEnrollment: enrollment.idEnrollment,
      idNodeEnrollment: enrollment.idNodeEnrollment,
      idContentItem: 3601,
      progress: 0,
      status: 'IN_PROGRESS',
    });
    expect(created.statusCode, created.body).toBe(201);
    const again = await get('/api/learning/contents/3601');
    expect(again.json<{ data: { contentEnrollment: unknown } }>().data.contentEnrollment).toMatchObject({
      idEnrollment: 506,
      status: 'IN_PROGRESS',
      progress: 0,
    });
  });
});

describe('GET /api/learning/nodes/side-menu', () => {
  it("lists a node's children", async () => {
    const response = await get('/api/learning/nodes/side-menu?nodeCode=HZ-ESCOLA');
    const { data } = answerOf<{ data: (NodeCard & { hasChildNodes: boolean })[] }>(
      response,
      'api/learning-side-menu-response.json',
    );
    expect(data.map((node) => node.title)).toEqual([
      'Escola de Liderança',
      'Escola de Atendimento',
      'Escola de Segurança e Conformidade',
      'Catálogo de cursos',
      'Escola de Gestão e Carreira',
    ]);
    expect(data.every((node) => node.hasChildNodes)).toBe(true);
  });

  it('asks for the nodeCode and knows unknown ones', async () => {
    await expectRefusals(get, [
      ['/api/learning/nodes/side-menu', 400, 'O campo "nodeCode" é obrigatório.'],
      ['/api/learning/nodes/side-menu?nodeCode=NADA', 404, learningMessages.nodeNotFound],
    ]);
  });
});

describe('GET /api/learning/catalogs/...', () => {
  it("answers bruno's enrolment tree, grouped by school", async () => {
    const response = await get('/api/learning/catalogs/enrollments');
    const { data } = answerOf<{ data: { title: string; nodes: NodeCard[] }[] }>(
      response,
      'api/learning-enrollment-tree-response.json',
    );
    expect(data.map((group) => [group.title, group.nodes.map((node) => node.nodeCode)])).toEqual([
      ['Escola de Liderança', ['HZ-LID-01']],
      ['Escola de Atendimento', ['HZ-ATD-01', 'HZ-ATD-02', 'HZ-ATD-03', 'HZ-GOLF-01', 'HZ-GOLF-02']],
      ['Escola de Segurança e Conformidade', ['HZ-SEG-01', 'HZ-COMP-01', 'HZ-SEG-03']],
      // The history's school (parts/zz-journey-history.json): one enrolment in each status.
      ['Escola de Gestão e Carreira', Array.from({ length: 9 }, (_, index) => `HZ-GES-0${index + 1}`)],
    ]);
  });

  it('opens an ORGANIZATION catalog page, and presents a LEARNING one without an enrolment', async () => {
    const response = await get('/api/learning/catalogs/HZ-CATALOGO');
    expect(
      answerOf<{ data: { childNodes: unknown[] } }>(response, 'api/learning-catalog-page-response.json').data
        .childNodes,
    ).toHaveLength(10);
    expectFailure(await get('/api/learning/catalogs/NADA'), 404, learningMessages.nodeNotFound);
  });

  it('presents a course bruno is not enrolled in: the node, none of its children (2.2)', async () => {
    const response = await get('/api/learning/catalogs/HZ-LID-02');
    const { data } = answerOf<{ data: NodeCard & Record<string, unknown> }>(
      response,
      'api/learning-catalog-page-response.json',
    );
    expect(data).toMatchObject({ nodeCode: 'HZ-LID-02', title: 'Gestão de Conflitos', selfEnrollment: true });
    expect(data.workload).toBe(6);
    expect(data.childNodes).toBeUndefined();
    expect(data.blocks).toBeUndefined();
    expect(data.nodeEnrollment).toBeUndefined();
    // His FAILED enrolment 503 comes with it: the page offers the re-enrolment its class allows (4.4).
    const failed = (await get('/api/learning/catalogs/HZ-SEG-01')).json<{
      data: NodeCard & { childNodes?: unknown };
    }>().data;
    expect(failed.nodeEnrollment).toMatchObject({ enrollment: { idEnrollment: 503, status: 'FAILED' } });
    expect(failed.childNodes).toBeUndefined();
  });

  it('lists 300 courses two levels down, page by page, to the end', async () => {
    const seen = new Set<string>();
    let total = 0;
    for (let offset = 0; ; offset += 100) {
      const response = await get(
        `/api/learning/catalogs/HZ-CATALOGO/nodes?depth=2&offset=${offset}&limit=100`,
      );
      const page = answerOf<{ totalRecords: number; data: NodeCard[] }>(
        response,
        'api/learning-catalog-listing-response.json',
      );
      expectEach(page.data, 'node.json');
      total = page.totalRecords;
      for (const node of page.data) seen.add(node.nodeCode);
      if (page.data.length < 100) break;
    }
    expect(total).toBe(310);
    expect(seen.size).toBe(310);
  });

  it('searches without case or accents and filters by tag', async () => {
    const search = await get(
      '/api/learning/catalogs/HZ-CATALOGO/nodes?depth=2&searchString=ESCUTA%20ATIVA&limit=100',
    );
    const found = search.json<{ totalRecords: number; data: NodeCard[] }>();
    expect(found.totalRecords).toBe(5);
    expect(found.data.every((node) => node.title.startsWith('Escuta ativa'))).toBe(true);
    const accents = await get(
      '/api/learning/catalogs/HZ-CATALOGO/nodes?depth=2&searchString=negociacao&limit=1',
    );
    expect(accents.json<{ totalRecords: number }>().totalRecords).toBeGreaterThan(0);
    const tagged = await get('/api/learning/catalogs/HZ-CATALOGO/nodes?depth=2&tags=Excel,LGPD&limit=100');
    const byTag = tagged.json<{ totalRecords: number; data: NodeCard[] }>();
    expect(byTag.totalRecords).toBe(31);
    expect(byTag.data.every((node) => node.tags?.includes('Excel'))).toBe(true);
  });

  it("lists a course's nodes only to a learner enrolled in it (2.2), in pt-BR", async () => {
    // HZ-SEG-02 is a course bruno is not enrolled in; HZ-LID-01 one he is (enrolment 501).
    expectFailure(
      await get('/api/learning/catalogs/HZ-SEG-02/nodes'),
      403,
      learningMessages.catalogNeedsEnrollment,
    );
    const enrolled = await get('/api/learning/catalogs/HZ-LID-01/nodes');
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json<{ data: NodeCard[] }>().data.map((node) => node.nodeCode)).toEqual([
      'HZ-LID-01-M1',
      'HZ-LID-01-M2',
    ]);
    expectFailure(await get('/api/learning/catalogs/NADA/nodes'), 404, learningMessages.nodeNotFound);
  });

  it('refuses a search over 25 characters and a limit over 100 in pt-BR', async () => {
    const long = 'a'.repeat(26);
    await expectRefusals(get, [
      [`/api/learning/catalogs/HZ-CATALOGO/nodes?searchString=${long}`, 400, /"searchString"/],
      ['/api/learning/catalogs/HZ-CATALOGO/nodes?limit=101', 400, /"limit"/],
      ['/api/learning/catalogs/HZ-CATALOGO/nodes?offset=-1', 400, /"offset"/],
    ]);
  });
});

describe('GET /api/learning/tags/available and /api/learning/search', () => {
  it('answers the tags under a node, sorted', async () => {
    const response = await get('/api/learning/tags/available?nodeCode=HZ-ESC-SEG');
    expect(answerOf<{ data: string[] }>(response, 'api/learning-tags-available-response.json').data).toEqual([
      'Conformidade',
      'LGPD',
      'Segurança',
    ]);
  });

  it('searches every node, 5 a page by default', async () => {
    const response = await get('/api/learning/search?searchString=lideran%C3%A7a');
    const page = answerOf<{ totalRecords: number; data: NodeCard[] }>(
      response,
      'api/learning-search-response.json',
    );
    expect(page.data).toHaveLength(5);
    expect(page.totalRecords).toBeGreaterThan(30);
    expectEach(page.data, 'node.json');
    expectFailure(await get('/api/learning/search?searchString='), 400, /"searchString"/);
    expectFailure(await get(`/api/learning/search?searchString=${'x'.repeat(301)}`), 400, /"searchString"/);
  });
});

describe('GET /api/learning/students/{idUser}/...', () => {
  it("answers bruno's enrolments in progress, not the failed or completed ones", async () => {
    const response = await get('/api/learning/students/1/enrollments-in-progress');
    const { data } = answerOf<{ data: NodeCard[] }>(
      response,
      'api/learning-enrollments-in-progress-response.json',
    );
    expectEach(data, 'node.json');
    expect(data.map((node) => node.nodeCode)).toEqual([
      'HZ-LID-01',
      'HZ-ATD-01',
      'HZ-ATD-02',
      // The courses of the evaluations (parts/learning-evaluations.json), then the two SCORM courses.
      'HZ-SEG-03',
      'HZ-ATD-03',
      'HZ-GOLF-01',
      'HZ-GOLF-02',
      // The history's (parts/zz-journey-history.json): in progress and not started, not the done ones.
      'HZ-GES-05',
      'HZ-GES-06',
    ]);
    // Two of the five items of Atendimento de Excelência are done.
    expect(data[1]?.nodeEnrollment?.progress).toBe(40);
  });

  it('recommends courses bruno may take and has not, most viewed first', async () => {
    const response = await get('/api/learning/students/1/recommendations?offset=0&limit=3');
    const page = answerOf<{ totalRecords: number; result: NodeCard[] }>(
      response,
      'api/learning-recommendations-response.json',
    );
    expectEach(page.result, 'node.json');
    expect(page.result).toHaveLength(3);
    const codes = page.result.map((node) => node.nodeCode);
    expect(codes).not.toContain('HZ-LID-01');
    expect(codes).not.toContain('HZ-DIR-01');
    expect(codes[0]).toBe('HZ-SEG-01');
  });

  it("refuses another learner's enrolments and recommendations", async () => {
    await expectRefusals(get, [
      ['/api/learning/students/2/enrollments-in-progress', 403, learningMessages.otherLearner],
      ['/api/learning/students/2/recommendations', 403, learningMessages.otherLearner],
      ['/api/learning/students/0/recommendations', 400, /"idUser"/],
    ]);
  });
});
