import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { expectSessionRequired } from '../test-support/refusals.ts';

const live = useLearnerServer();

const journeyParts = (id: number | string, headers: Record<string, string> = bearer(aurora, live.ana)) =>
  live.get(`/api/content/journeyparts/${id}`, headers);
const impactMenu = (id: number, headers: Record<string, string> = bearer(aurora, live.ana)) =>
  live.get(`/api/content/impactmenu/${id}`, headers);

/** Both journey routes answer 404 for an unknown id, a page of a journey, and a journey of another tenant. */
async function expectNotAJourney(
  read: (id: number, headers?: Record<string, string>) => Promise<LightMyRequestResponse>,
  { journey, page }: { journey: number; page: number },
) {
  expectFailure(await read(9699), 404, 'Jornada não encontrada.');
  // A page of a journey, not a journey.
  expectFailure(await read(page), 404, 'Jornada não encontrada.');
  expectFailure(await read(journey, bearer(horizonte, live.bruno)), 404, 'Jornada não encontrada.');
}

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
    const response = await journeyParts(9601);
    const body = answerOf<{ success: boolean; listJourneyPart: Part[] }>(
      response,
      'api/journey-parts-response.json',
    );
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
      const response = await journeyParts(id);
      expectSchema(response, 'api/journey-parts-response.json');
      expect(response.json<{ listJourneyPart: Part[] }>().listJourneyPart).toHaveLength(count);
    }
  });

  it('is 404 for an unknown id, an item that is not a journey, or a journey of another tenant', async () => {
    await expectNotAJourney(journeyParts, { journey: 9601, page: 9611 });
  });

  it('refuses a non-number id (400), no session or a token of another tenant (401)', async () => {
    expectFailure(await journeyParts('abc'), 400, 'O campo "idContentItem" deve ser um número inteiro.');
    await expectSessionRequired((headers) => journeyParts(9601, headers), aurora, live.bruno);
  });
});

describe('GET /api/content/impactmenu/:parent', () => {
  it("answers the journey's text and its chapters, one per classification, with their parts", async () => {
    const response = await impactMenu(9603);
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
    await expectNotAJourney(impactMenu, { journey: 9603, page: 9631 });
    expectFailure(await impactMenu(0), 400, /parent/);
    await expectSessionRequired((headers) => impactMenu(9603, headers), aurora, live.bruno);
  });
});
