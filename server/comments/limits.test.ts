// The per-user limit on writing comments (server/http/limits-table.ts commentWritesPerUser): new
// comments, replies, edits, deletions and reports count together; reading does not count.
import { describe, expect, it } from 'vitest';
import { bearer, expectFailure, horizonte, useLearnerServer } from '../test-support/test-server.ts';

const live = useLearnerServer({ limits: { commentWritesPerUser: { max: 3, windowMs: 120_000 } } });
const url = '/api/learning/comments/NODE/110';

describe('commentWritesPerUser', () => {
  it('refuses the fourth write in the window with the limit message, and lets it through after', async () => {
    const headers = bearer(horizonte, live.bruno);
    const write = (method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>) =>
      live.app.inject({ method, url: path, headers, payload });
    const created = await write('POST', url, { text: 'Um' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ result: { idComment: number } }>().result.idComment;
    expect((await write('PUT', `${url}/${id}`, { text: 'Dois' })).statusCode).toBe(200);
    expect((await write('POST', url, { text: 'Três' })).statusCode).toBe(201);
    for (let read = 0; read < 5; read++) expect((await live.get(url, headers)).statusCode).toBe(200);
    const refused = await write('POST', url, { text: 'Quatro' });
    expectFailure(refused, 429, 'Você está comentando rápido demais. Aguarde 2 minutos e tente novamente.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    live.advanceClock(120_000);
    expect((await write('POST', url, { text: 'Quatro' })).statusCode).toBe(201);
  });
});
