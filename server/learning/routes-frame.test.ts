import { describe, expect, it } from 'vitest';
import { expectSchema, horizonte } from '../test-support/test-server.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { get, live } = horizonteLearner();

describe('GET /api/learning/nodes/side-menu/roots', () => {
  it("answers the first level of the side menu: the company tree's top node, which has children", async () => {
    const response = await get('/api/learning/nodes/side-menu/roots');
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/learning-side-menu-response.json');
    const { data } = response.json<{ data: { nodeCode: string; title: string; hasChildNodes: boolean }[] }>();
    expect(data.map((node) => [node.nodeCode, node.title, node.hasChildNodes])).toEqual([
      ['HZ-ESCOLA', 'Universidade Horizonte', true],
    ]);
  });

  it('is for signed-in learners only', async () => {
    const response = await live.get('/api/learning/nodes/side-menu/roots', {
      host: horizonte,
    });
    expect(response.statusCode).toBe(401);
  });
});
