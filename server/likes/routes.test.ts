// Likes in the content app (content-app.md 4 "Like", 6, 7): POST likes, DELETE takes the like back,
// the count moves by one; a learner who is not enrolled is refused with the spec's words.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { expectSessionRequired } from '../test-support/refusals.ts';

const live = useLearnerServer();
let gustavo = '';
let marcos = '';
beforeAll(async () => {
  [gustavo, marcos] = await Promise.all([
    live.login(aurora, 'gustavo@aurora.test'),
    live.login(aurora, 'marcos@grupo.test'),
  ]);
});

// Section 2 ("Boas-vindas") is a tile of the type-48 section of aurora's menu.
const TILE = '/api/likes/SECTION/2';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, host = aurora) =>
  live.app.inject({ method, url, headers: bearer(host, token) });

describe('/api/likes/{elementType}/{id}', () => {
  it('counts likes, toggles the learner’s own by POST and DELETE, once each', async () => {
    const before = await call('GET', TILE, live.ana);
    expect(before.statusCode, before.body).toBe(200);
    expectSchema(before, 'api/likes-response.json');
    expect(before.json()).toMatchObject({ likedByMe: false, canLike: true });
    const total = before.json().totalLikes as number;

    const liked = await call('POST', TILE, live.ana);
    expect(liked.json()).toMatchObject({ totalLikes: total + 1, likedByMe: true, canLike: true });
    // A second like is the same like.
    expect((await call('POST', TILE, live.ana)).json()).toMatchObject({ totalLikes: total + 1 });
    // Another learner sees the count, not Ana's like as theirs.
    expect((await call('GET', TILE, marcos)).json()).toMatchObject({
      totalLikes: total + 1,
      likedByMe: false,
    });

    const unliked = await call('DELETE', TILE, live.ana);
    expect(unliked.json()).toMatchObject({ totalLikes: total, likedByMe: false });
    expect((await call('DELETE', TILE, live.ana)).json()).toMatchObject({ totalLikes: total });
  });

  it("lets a learner who is not enrolled read, and refuses their like: 'Para curtir, é necessário estar matriculado'", async () => {
    const read = await call('GET', TILE, gustavo);
    expect(read.json()).toMatchObject({ likedByMe: false, canLike: false });
    expectFailure(await call('POST', TILE, gustavo), 403, 'Para curtir, é necessário estar matriculado');
    expectFailure(await call('DELETE', TILE, gustavo), 403, 'Para curtir, é necessário estar matriculado');
    const rows = await live.db.query('SELECT 1 FROM content_likes WHERE id_user = 8');
    expect(rows).toHaveLength(0);
  });

  it('likes a content of the tenant too, kept apart from a section of the same id', async () => {
    const content = await live.db.query<{ id: number }>(
      'SELECT id_content_item AS id FROM content_items WHERE id_app = 1 ORDER BY id_content_item LIMIT 1',
    );
    const id = content[0]!.id;
    const liked = await call('POST', `/api/likes/CONTENT/${id}`, live.ana);
    expect(liked.json()).toMatchObject({ likedByMe: true });
    expect((await call('GET', `/api/likes/SECTION/${id}`, live.ana)).json()).toMatchObject({
      likedByMe: false,
    });
    await call('DELETE', `/api/likes/CONTENT/${id}`, live.ana);
  });

  it('answers 404 for what the tenant does not have, 400 for another element type, 401 signed out', async () => {
    expectFailure(await call('POST', '/api/likes/SECTION/999999', live.ana), 404, 'Seção não encontrada.');
    expectFailure(await call('POST', '/api/likes/CONTENT/999999', live.ana), 404, 'Conteúdo não encontrado.');
    expect((await call('POST', '/api/likes/NODE/2', live.ana)).statusCode).toBe(400);
    // Bruno's token is horizonte's: not a session on aurora.
    await expectSessionRequired((headers) => live.post(TILE, headers), aurora, live.bruno);
    await expectSessionRequired((headers) => live.get(TILE, headers), aurora, live.bruno);
  });
});
