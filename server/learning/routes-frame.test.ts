import { describe, expect, it } from 'vitest';
import { horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { get, live } = horizonteLearner();

describe('GET /api/learning/nodes/side-menu/roots', () => {
  it("answers the first level of the side menu: the company tree's top node, which has children", async () => {
    const response = await get('/api/learning/nodes/side-menu/roots');
    const { data } = answerOf<{ data: { nodeCode: string; title: string; hasChildNodes: boolean }[] }>(
      response,
      'api/learning-side-menu-response.json',
    );
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
