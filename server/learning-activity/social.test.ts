import { describe, expect, it } from 'vitest';
import { learningSocialMessages } from './messages.ts';
import { expectFailure, expectSchema } from '../test-support/test-server.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { live, bruno, get } = horizonteLearner();
const like = (idNode: number, liked: unknown) =>
  live.post(`/api/learning/social/likes/NODE/${idNode}`, bruno(), { liked });

describe('likes of a learning page (learning-area.md 7.3, 8)', () => {
  it('bruno, enrolled in Liderança Situacional, likes its page once and takes the like back', async () => {
    const before = await get('/api/learning/social/likes/NODE/101');
    expect(before.statusCode, before.body).toBe(200);
    expectSchema(before, 'api/learning-likes-response.json');
    expect(before.json()).toEqual({ totalLikes: 0, likedByMe: false, canLike: true });
    await like(101, true);
    const liked = await like(101, true);
    expect(liked.json()).toEqual({ totalLikes: 1, likedByMe: true, canLike: true });
    expect((await get('/api/learning/social/likes/NODE/101')).json()).toMatchObject({ totalLikes: 1 });
    expect((await like(101, false)).json()).toEqual({ totalLikes: 0, likedByMe: false, canLike: true });
  });

  it('refuses a like without an enrollment in pt-BR, and says so when asked', async () => {
    expect((await get('/api/learning/social/likes/NODE/102')).json()).toMatchObject({ canLike: false });
    expectFailure(await like(102, true), 403, learningSocialMessages.likeNeedsEnrollment);
  });

  it('refuses an unknown page and a bad body with a 4xx', async () => {
    expect((await get('/api/learning/social/likes/NODE/999999')).statusCode).toBe(404);
    expect((await like(101, 'sim')).statusCode).toBe(400);
  });
});

describe('share analytics (learning-area.md 4.2, 7.3)', () => {
  const share = (payload: unknown) => live.post('/api/learning/social/shares', bruno(), payload);

  it('records a click and a copy of bruno', async () => {
    for (const origin of ['content/share/click', 'content/share/copy']) {
      const response = await share({ origin, idUser: 1, idContent: 101 });
      expect(response.statusCode, response.body).toBe(201);
    }
    const rows = await live.db.query<{ origin: string }>(
      'SELECT origin FROM learning_shares WHERE id_user = 1 ORDER BY id',
    );
    expect(rows.map((row) => row.origin)).toEqual(['content/share/click', 'content/share/copy']);
  });

  it("refuses another learner's share and an unknown origin", async () => {
    expectFailure(
      await share({ origin: 'content/share/copy', idUser: 2, idContent: 101 }),
      403,
      learningSocialMessages.shareOfAnotherLearner,
    );
    expect((await share({ origin: 'content/share/print', idUser: 1, idContent: 101 })).statusCode).toBe(400);
  });
});
