// Votes on a section's tile (section type 48): the fixture's stars with every learner's vote added,
// one vote per learner and section (a new one replaces it), each tenant's votes apart.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { expectSessionRequired } from '../test-support/refusals.ts';

const live = useLearnerServer();
let marcos = '';
beforeAll(async () => {
  marcos = await live.login(aurora, 'marcos@grupo.test');
});

// Tiles of aurora's type-48 section 128: section 7 ("Notícias", 2.4 stars from 23 votes in the
// fixture), section 6 ("Academia de Vendas", 5 from 41), section 4 (a tile without stars).
const NEWS = '/api/votes/SECTION/7';
const SALES = '/api/votes/SECTION/6';
const UNRATED = '/api/votes/SECTION/4';
const read = (url: string, token: string, host = aurora) => live.get(url, bearer(host, token));
const vote = (url: string, token: string, payload: unknown, host = aurora) =>
  live.post(url, bearer(host, token), payload);
const rowsOf = (idApp: number, idSection: number) =>
  live.db.query<{ id_user: number; vote: number }>(
    "SELECT id_user, vote FROM section_votes WHERE id_app = $1 AND element_type = 'SECTION' AND id_element = $2",
    [idApp, idSection],
  );

describe('/api/votes/{elementType}/{id}', () => {
  it("answers the fixture's stars and no vote of the learner's before anyone voted", async () => {
    const before = await read(NEWS, live.ana);
    expect(before.statusCode, before.body).toBe(200);
    expectSchema(before, 'api/votes-response.json');
    expect(before.json()).toEqual({ success: true, rating: 2.4, numberVotes: 23, vote: 0 });
    expect((await read(UNRATED, live.ana)).json()).toEqual({
      success: true,
      rating: 0,
      numberVotes: 0,
      vote: 0,
    });
  });

  it("adds the learner's vote, replaces it on a new one, and keeps each learner's own", async () => {
    const voted = await vote(NEWS, live.ana, { vote: 5 });
    expect(voted.statusCode, voted.body).toBe(200);
    expectSchema(voted, 'api/votes-response.json');
    // (2.4 × 23 + 5) / 24 = 2.508…
    expect(voted.json()).toEqual({ success: true, rating: 2.5, numberVotes: 24, vote: 5 });
    expect((await read(NEWS, live.ana)).json()).toMatchObject({ rating: 2.5, numberVotes: 24, vote: 5 });

    // A new vote replaces Ana's: (2.4 × 23 + 1) / 24 = 2.341…
    expect((await vote(NEWS, live.ana, { vote: 1 })).json()).toMatchObject({
      rating: 2.3,
      numberVotes: 24,
      vote: 1,
    });

    // Marcos's vote counts for everyone; each sees their own.
    expect((await read(NEWS, marcos)).json()).toMatchObject({ numberVotes: 24, vote: 0 });
    // (2.4 × 23 + 1 + 4) / 25 = 2.408
    expect((await vote(NEWS, marcos, { vote: 4 })).json()).toMatchObject({
      rating: 2.4,
      numberVotes: 25,
      vote: 4,
    });
    expect((await read(NEWS, live.ana)).json()).toMatchObject({ rating: 2.4, numberVotes: 25, vote: 1 });
    expect(await rowsOf(1, 7)).toHaveLength(2);
  });

  it("counts a tile without the fixture's stars from the learners' votes alone", async () => {
    await vote(UNRATED, live.ana, { vote: 3 });
    expect((await vote(UNRATED, marcos, { vote: 4 })).json()).toEqual({
      success: true,
      rating: 3.5,
      numberVotes: 2,
      vote: 4,
    });
  });

  it('leaves one vote when a learner votes twice at once', async () => {
    const answers = await Promise.all([
      vote(SALES, live.ana, { vote: 2 }),
      vote(SALES, live.ana, { vote: 4 }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await rowsOf(1, 6);
    expect(rows).toHaveLength(1);
    expect([2, 4]).toContain(rows[0]!.vote);
    expect((await read(SALES, live.ana)).json()).toMatchObject({ numberVotes: 42, vote: rows[0]!.vote });
  });

  it("keeps each tenant's votes apart and refuses another tenant's section", async () => {
    // Section 7 is horizonte's too, without a tile's stars: aurora's votes are not counted there.
    expect((await read(NEWS, live.bruno, horizonte)).json()).toMatchObject({ numberVotes: 0, vote: 0 });
    expect((await vote(NEWS, live.bruno, { vote: 5 }, horizonte)).json()).toMatchObject({
      rating: 5,
      numberVotes: 1,
      vote: 5,
    });
    expect((await read(NEWS, live.ana)).json()).toMatchObject({ numberVotes: 25 });
    // Section 128 is aurora's only.
    expectFailure(await read('/api/votes/SECTION/128', live.bruno, horizonte), 404, 'Seção não encontrada.');
    expectFailure(
      await vote('/api/votes/SECTION/128', live.bruno, { vote: 3 }, horizonte),
      404,
      'Seção não encontrada.',
    );
    expect(await rowsOf(2, 128)).toHaveLength(0);
  });

  it('answers 404 for a section the menu does not have, 400 for another element type', async () => {
    expectFailure(await read('/api/votes/SECTION/999999', live.ana), 404, 'Seção não encontrada.');
    expectFailure(
      await vote('/api/votes/SECTION/999999', live.ana, { vote: 3 }),
      404,
      'Seção não encontrada.',
    );
    expect((await read('/api/votes/CONTENT/1', live.ana)).statusCode).toBe(400);
    expect((await vote('/api/votes/NODE/2', live.ana, { vote: 3 })).statusCode).toBe(400);
    expect((await read('/api/votes/SECTION/0', live.ana)).statusCode).toBe(400);
  });

  it('takes whole stars 1 to 5 and nothing else', async () => {
    const refusals: [unknown, string][] = [
      [{ vote: 0 }, 'O campo "vote" deve ser maior ou igual a 1.'],
      [{ vote: 6 }, 'O campo "vote" deve ser menor ou igual a 5.'],
      [{ vote: 2.5 }, 'O campo "vote" deve ser um número inteiro.'],
      [{ vote: '4' }, 'O campo "vote" deve ser um número inteiro.'],
      [{}, 'O campo "vote" é obrigatório.'],
      [{ vote: 3, idUser: 2 }, 'O corpo da requisição é inválido.'],
    ];
    for (const [body, message] of refusals) expectFailure(await vote(SALES, marcos, body), 400, message);
    expect((await read(SALES, marcos)).json()).toMatchObject({ vote: 0 });
  });

  it('is for signed-in users of the tenant only', async () => {
    // Bruno's token is horizonte's: not a session on aurora.
    await expectSessionRequired((headers) => live.post(NEWS, headers, { vote: 3 }), aurora, live.bruno);
    await expectSessionRequired((headers) => live.get(NEWS, headers), aurora, live.bruno);
  });
});
