// Sessions that end (issue 9): logout revokes, renewal renews a live token once, and the tokens put in
// addresses are link tokens that expire, serve once, and either sign in once (the app's own ?token=, the
// admin link) or tell a partner page once who the learner is (embedded pages, journey frames).
import { describe, expect, it } from 'vitest';
import { linkTokenLifetimeMs } from './link-tokens.ts';
import { sessionMessages } from './messages.ts';
import { replacedTokenGraceMs, tokenLifetimeMs } from './session-tokens.ts';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useTestServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';

const server = useTestServer();

const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  server.post(url, headers, payload);
const readProfile = (host: string, token: string, idUser = 1) =>
  server.get(`/api/users/${idUser}`, bearer(host, token));
const vote = (token: string) =>
  post('/api/ranking/vote/', bearer(aurora, token), { idContentItem: 16, vote: 4 });
const renew = (host: string, token: string) =>
  post('/api/login/renewlogin', bearer(host, token), { idAppType: 1 });
const identify = (host: string, link: string) =>
  post('/api/login/linktoken/identify', { host }, { linkToken: link });
const { linkTokenInvalid } = sessionMessages;
const linkToken = async (host: string, token: string, purpose: string) => {
  const response = await post('/api/login/linktoken', bearer(host, token), { purpose });
  return answerOf<{ linkToken: string; expiresAt: string }>(response, 'api/link-token-response.json');
};

describe('POST /api/login/logout', () => {
  it('revokes the token: the old token then gets 401 on a profile read and a vote', async () => {
    const token = await server.login(aurora, 'ana@aurora.test');
    expect((await readProfile(aurora, token)).statusCode).toBe(200);
    const other = await server.login(aurora, 'ana@aurora.test');

    const response = await post('/api/login/logout', bearer(aurora, token));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Sessão encerrada.' });
    expectSchema(response, 'api/message-response.json');

    expectFailure(await readProfile(aurora, token), 401, 'Sessão expirada.');
    expectFailure(await vote(token), 401, 'Sessão expirada.');
    expectFailure(await post('/api/login/logout', bearer(aurora, token)), 401, 'Sessão expirada.');
    // Only that token: the same learner's session on another device goes on.
    expect((await readProfile(aurora, other)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expectFailure(await post('/api/login/logout', { host: aurora }), 401, 'Sessão expirada.');
  });
});

describe('renewal cannot mint tokens from a dead token', () => {
  it('refuses a revoked token', async () => {
    const token = await server.login(aurora, 'ana@aurora.test');
    await post('/api/login/logout', bearer(aurora, token));
    expectFailure(await renew(aurora, token), 401, 'Sessão expirada.');
  });

  it('refuses an expired token: a session lives 7 days without renewal', async () => {
    expect(tokenLifetimeMs).toBe(7 * 24 * 60 * 60 * 1000);
    const token = await server.login(horizonte, 'bruno@horizonte.test');
    server.advanceClock(tokenLifetimeMs - 60_000);
    expect((await readProfile(horizonte, token)).statusCode).toBe(200);
    server.advanceClock(120_000);
    expectFailure(await readProfile(horizonte, token), 401, 'Sessão expirada.');
    expectFailure(await renew(horizonte, token), 401, 'Sessão expirada.');
  });

  it('renews a token once: a second renewal is refused (409), after the grace period 401', async () => {
    const token = await server.login(aurora, 'ana@aurora.test');
    const first = await renew(aurora, token);
    expect(first.statusCode, first.body).toBe(200);
    const successor = first.json<{ token: string }>().token;

    // Within the grace period the old token still reads (requests in flight) but forks nothing.
    expect((await readProfile(aurora, token)).statusCode).toBe(200);
    expectFailure(
      await renew(aurora, token),
      409,
      'Esta sessão já foi renovada. Use a sessão mais recente ou entre novamente.',
    );
    const simultaneous = await Promise.all([renew(aurora, successor), renew(aurora, successor)]);
    expect(simultaneous.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    server.advanceClock(replacedTokenGraceMs + 1000);
    expectFailure(await renew(aurora, token), 401, 'Sessão expirada.');
    expectFailure(await renew(aurora, successor), 401, 'Sessão expirada.');
  });
});

describe('link tokens (POST /api/login/linktoken)', () => {
  it('is a different, one-purpose token that opens no route but the automatic login', async () => {
    const token = await server.login(aurora, 'ana@aurora.test');
    const link = await linkToken(aurora, token, 'login');
    expect(link.linkToken).toMatch(/^[\w-]{43}$/);
    expect(link.linkToken).not.toBe(token);

    expectFailure(await readProfile(aurora, link.linkToken), 401, 'Sessão expirada.');
    expectFailure(await vote(link.linkToken), 401, 'Sessão expirada.');
    expectFailure(await post('/api/login/logout', bearer(aurora, link.linkToken)), 401, 'Sessão expirada.');
    expectFailure(
      await post('/api/login/linktoken', bearer(aurora, link.linkToken), { purpose: 'admin' }),
      401,
      'Sessão expirada.',
    );
    // A sign-in token tells a partner page nothing.
    expectFailure(await identify(aurora, link.linkToken), 401, linkTokenInvalid);
    // The routes above did not use it up: the automatic login exchanges it, once, for a session.
    const exchanged = await renew(aurora, link.linkToken);
    const session = answerOf<{ token: string; loginInfo: { idUser: number } }>(
      exchanged,
      'api/renew-login-response.json',
    );
    expect(session.loginInfo.idUser).toBe(1);
    expect((await readProfile(aurora, session.token)).statusCode).toBe(200);
    expectFailure(await renew(aurora, link.linkToken), 401, 'Sessão expirada.');
  });

  it('given to a partner page, tells it once who the learner is and never becomes a session', async () => {
    const token = await server.login(aurora, 'ana@aurora.test');
    for (const purpose of ['embedded-page', 'journey-frame']) {
      const { linkToken: link } = await linkToken(aurora, token, purpose);
      expectFailure(await renew(aurora, link), 401, 'Sessão expirada.');
      expectFailure(await readProfile(aurora, link), 401, 'Sessão expirada.');
      const who = await identify(aurora, link);
      expect(who.statusCode, who.body).toBe(200);
      expect(who.json()).toEqual({
        success: true,
        purpose,
        user: { idUser: 1, name: expect.any(String), email: 'ana@aurora.test' },
      });
      expectFailure(await identify(aurora, link), 401, linkTokenInvalid);
      expectFailure(await renew(aurora, link), 401, 'Sessão expirada.');
    }
    expectFailure(await identify(aurora, token), 401, linkTokenInvalid);
  });

  it('expires after minutes', async () => {
    const token = await server.login(aurora, 'ana@aurora.test');
    const { linkToken: link } = await linkToken(aurora, token, 'admin');
    server.advanceClock(linkTokenLifetimeMs + 1000);
    expectFailure(await renew(aurora, link), 401, 'Sessão expirada.');
  });

  it('is bound to its tenant', async () => {
    const token = await server.login(aurora, 'ana@aurora.test');
    const { linkToken: link } = await linkToken(aurora, token, 'journey-frame');
    expectFailure(await identify(horizonte, link), 401, linkTokenInvalid);
    // Refused on the other tenant's host, it still works once on its own.
    expect((await identify(aurora, link)).statusCode).toBe(200);
  });

  it('is stored hashed, with its user and purpose', async () => {
    const token = await server.login(horizonte, 'bruno@horizonte.test');
    const { linkToken: link } = await linkToken(horizonte, token, 'login');
    const rows = await server.db.query<{
      tokenHash: string;
      idApp: number;
      idUser: number;
      purpose: string;
      lifetimeMs: number;
    }>(
      `SELECT token_hash AS "tokenHash", id_app AS "idApp", id_user AS "idUser", purpose,
              (EXTRACT(EPOCH FROM expires_at - created_at) * 1000)::integer AS "lifetimeMs"
         FROM link_tokens WHERE id_app = 2 AND purpose = 'login'`,
    );
    expect(rows).toEqual([
      { tokenHash: expect.any(String), idApp: 2, idUser: 1, purpose: 'login', lifetimeMs: 5 * 60 * 1000 },
    ]);
    expect(linkTokenLifetimeMs).toBe(5 * 60 * 1000);
    expect(rows[0]?.tokenHash).not.toBe(link);
  });

  it('needs a session and a known purpose', async () => {
    expectFailure(
      await post('/api/login/linktoken', { host: aurora }, { purpose: 'admin' }),
      401,
      'Sessão expirada.',
    );
    const token = await server.login(aurora, 'ana@aurora.test');
    const response = await post('/api/login/linktoken', bearer(aurora, token), { purpose: 'qualquer' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/purpose/);
  });
});
