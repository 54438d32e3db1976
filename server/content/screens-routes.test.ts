import { describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { expectSessionRequired } from '../test-support/refusals.ts';

const live = useLearnerServer();

describe('GET /api/content/listcontentchild/:id', () => {
  it('lists the items whose parent is that item, in fixture order', async () => {
    const response = await live.get('/api/content/listcontentchild/5010', bearer(aurora, live.ana));
    const body = answerOf<{ success: boolean; content: { idContentItem: number; parent: number }[] }>(
      response,
      'api/content-child-response.json',
    );
    expect(body.success).toBe(true);
    expect(body.content.map((item) => item.idContentItem)).toEqual([5020, 5021, 5022]);
    expect(body.content.every((item) => item.parent === 5010)).toBe(true);
  });

  it('answers an empty list for an item without children', async () => {
    const response = await live.get('/api/content/listcontentchild/5013', bearer(aurora, live.ana));
    expect(response.json()).toEqual({ success: true, content: [] });
  });

  it('is 404 for an unknown item', async () => {
    expectFailure(
      await live.get('/api/content/listcontentchild/4999', bearer(aurora, live.ana)),
      404,
      'Conteúdo não encontrado.',
    );
  });
});

describe('POST /api/assessment/:idSection', () => {
  const assess = (
    idSection: number,
    payload: object,
    headers: Record<string, string> = bearer(aurora, live.ana),
  ) => live.post(`/api/assessment/${idSection}`, headers, payload);

  it("answers the section's page with the e-mail appended", async () => {
    const response = await assess(176, { email: 'ana@aurora.test' });
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/assessment-response.json');
    expect(response.json()).toEqual({
      success: true,
      url: '/demo/avaliacao-clima.html?email=ana%40aurora.test',
    });
  });

  it('is 404 for a section without a page or outside the menu', async () => {
    expectFailure(
      await assess(2, { email: 'ana@aurora.test' }),
      404,
      'Esta seção não tem uma avaliação configurada.',
    );
    expectFailure(await assess(999, { email: 'ana@aurora.test' }), 404, 'Seção não encontrada.');
  });

  it('requires the e-mail', async () => {
    expectFailure(await assess(176, {}), 400, 'O campo "email" é obrigatório.');
    await expectSessionRequired((headers) => assess(176, { email: 'a@b.c' }, headers), aurora, live.bruno);
  });
});
