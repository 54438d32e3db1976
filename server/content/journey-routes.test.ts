import { describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';

const live = useLearnerServer();

interface Part {
  idContentItem: number;
  parent: number;
  idClassification?: number;
  contentLocation?: string;
}
interface Chapter {
  idClassification?: number;
  classificationTitle?: string;
  classificationAbbreviation?: string;
  children: Part[];
}

describe('GET /api/content/journeyparts/:idContentItem', () => {
  it("answers the journey's parts in classification order, not in fixture order", async () => {
    const response = await live.get('/api/content/journeyparts/9601', bearer(aurora, live.ana));
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/journey-parts-response.json');
    const body = response.json<{ success: boolean; listJourneyPart: Part[] }>();
    expect(body.success).toBe(true);
    // The fixture lists 9611 (3), 9612 (1), 9613 (4), 9614 (2).
    expect(body.listJourneyPart.map((part) => part.idContentItem)).toEqual([9612, 9614, 9611, 9613]);
    expect(body.listJourneyPart.map((part) => part.idClassification)).toEqual([1, 2, 3, 4]);
    expect(body.listJourneyPart.every((part) => part.parent === 9601)).toBe(true);
  });

  it('serves every journey type: stepped (16), impact (23) and type 22', async () => {
    for (const [id, count] of [
      [9602, 4],
      [9603, 6],
      [9604, 3],
    ] as const) {
      const response = await live.get(`/api/content/journeyparts/${id}`, bearer(aurora, live.ana));
      expectSchema(response, 'api/journey-parts-response.json');
      expect(response.json<{ listJourneyPart: Part[] }>().listJourneyPart).toHaveLength(count);
    }
  });

  it('is 404 for an unknown id, an item that is not a journey, or a journey of another tenant', async () => {
    expectFailure(
      await live.get('/api/content/journeyparts/9699', bearer(aurora, live.ana)),
      404,
      'Jornada não encontrada.',
    );
    // 9611 is a page of a journey, not a journey.
    expectFailure(
      await live.get('/api/content/journeyparts/9611', bearer(aurora, live.ana)),
      404,
      'Jornada não encontrada.',
    );
    expectFailure(
      await live.get('/api/content/journeyparts/9601', bearer(horizonte, live.bruno)),
      404,
      'Jornada não encontrada.',
    );
  });

  it('refuses a non-number id (400), no session or a token of another tenant (401)', async () => {
    expectFailure(
      await live.get('/api/content/journeyparts/abc', bearer(aurora, live.ana)),
      400,
      'O campo "idContentItem" deve ser um número inteiro.',
    );
    expectFailure(
      await live.get('/api/content/journeyparts/9601', { host: aurora }),
      401,
      'Sessão expirada.',
    );
    expectFailure(
      await live.get('/api/content/journeyparts/9601', bearer(aurora, live.bruno)),
      401,
      'Sessão expirada.',
    );
  });
});

describe('GET /api/content/impactmenu/:parent', () => {
  it("answers the journey's text and its chapters, one per classification, with their parts", async () => {
    const response = await live.get('/api/content/impactmenu/9603', bearer(aurora, live.ana));
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/impact-menu-response.json');
    const body = response.json<{
      success: boolean;
      result: { idContentItem: number; text: string; children: Chapter[] }[];
    }>();
    expect(body.success).toBe(true);
    expect(body.result).toHaveLength(1);
    expect(body.result[0]?.text).toBe('Impacto: atendimento que encanta');
    expect(body.result[0]?.idContentItem).toBe(9603);
    const chapters = body.result[0]?.children ?? [];
    expect(chapters.map(({ children: _parts, ...chapter }) => chapter)).toEqual([
      { idClassification: 1, classificationAbbreviation: 'CAP 1', classificationTitle: 'Escuta ativa' },
      {
        idClassification: 2,
        classificationAbbreviation: 'CAP 2',
        classificationTitle: 'Resolução no primeiro contato',
      },
      { idClassification: 3, classificationAbbreviation: 'CAP 3', classificationTitle: 'Encantamento' },
    ]);
    expect(chapters.map((chapter) => chapter.children.map((part) => part.idContentItem))).toEqual([
      [9631, 9632],
      [9633, 9634],
      [9635, 9636],
    ]);
    expect(chapters[1]?.children[0]?.contentLocation).toBe(
      '/demo/journeys/impacto-atendimento.html#resolucao-diagnostico',
    );
  });

  it('is 404 for an unknown id, a non-journey or another tenant; 401 without a session', async () => {
    expectFailure(
      await live.get('/api/content/impactmenu/9699', bearer(aurora, live.ana)),
      404,
      'Jornada não encontrada.',
    );
    expectFailure(
      await live.get('/api/content/impactmenu/9631', bearer(aurora, live.ana)),
      404,
      'Jornada não encontrada.',
    );
    expectFailure(
      await live.get('/api/content/impactmenu/9603', bearer(horizonte, live.bruno)),
      404,
      'Jornada não encontrada.',
    );
    expectFailure(await live.get('/api/content/impactmenu/0', bearer(aurora, live.ana)), 400, /parent/);
    expectFailure(await live.get('/api/content/impactmenu/9603', { host: aurora }), 401, 'Sessão expirada.');
  });
});
