// The campaign's categories (learning-area.md 7.1): the Campaign block's categories by the campaign's id.
import { describe, expect, it } from 'vitest';
import { createSchemaRegistry, describeSchemaError, getValidator } from '../fixtures/schema-registry.ts';
import { learningCampaignMessages } from './messages.ts';
import { aurora, bearer, expectFailure } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { live, get } = horizonteLearner();
// The answer's envelope leaves each node to its own check (a card list, README): checked here.
const validNode = getValidator(createSchemaRegistry(), 'node.json');

describe('GET /api/learning/categories/campaign/{id}', () => {
  it("answers the campaign's categories in order, as nodes", async () => {
    const response = await get('/api/learning/categories/campaign/1');
    const { data } = answerOf<{ data: { nodeCode: string; nodeType: string; title: string }[] }>(
      response,
      'api/learning-campaign-categories-response.json',
    );
    expect(data.map((node) => node.nodeCode)).toEqual([
      'HZ-CAT-LIDERANCA',
      'HZ-CAT-ATENDIMENTO',
      'HZ-CAT-SEGURANCA',
      'HZ-CAT-COMUNICACAO',
    ]);
    expect(data[0]).toMatchObject({ nodeType: 'ORGANIZATION', title: 'Liderança e Gestão' });
    for (const node of data) {
      expect(validNode(node), (validNode.errors ?? []).map(describeSchemaError).join('; ')).toBe(true);
    }
  });

  it('knows no other campaign, nor one of another tenant, and refuses a bad id in pt-BR', async () => {
    expectFailure(
      await get('/api/learning/categories/campaign/2'),
      404,
      learningCampaignMessages.campaignNotFound,
    );
    expectFailure(
      await live.get('/api/learning/categories/campaign/1', bearer(aurora, live.ana)),
      404,
      learningCampaignMessages.campaignNotFound,
    );
    expectFailure(await get('/api/learning/categories/campaign/abc'), 400, /"id"/);
  });

  it('asks for a session', async () => {
    const response = await live.app.inject({
      method: 'GET',
      url: '/api/learning/categories/campaign/1',
      headers: { host: 'horizonte.localhost:5173' },
    });
    expect(response.statusCode).toBe(401);
  });
});
