import { describe, expect, it } from 'vitest';
import { bearer, expectFailure, horizonte, signIn, useLearnerServer } from '../test-support/test-server.ts';
import { termsMessages as text, TERMS_PENDING_HEADER } from './messages.ts';

// nina@horizonte.test is the demo's user who has not accepted horizonte's terms (pendingTerms); bruno,
// like every other fixture user, was seeded as having accepted them.
const live = useLearnerServer();
const as = async (login: string) => bearer(horizonte, await live.login(horizonte, login));
const ninaId = 4;

const loginInfoOf = async (login: string) => (await signIn(live.app, horizonte, login)).loginInfo;

const acceptances = (idUser: number) =>
  live.db.query<{ kind: string; id_term: number; version: string; accepted_at: Date }>(
    `SELECT kind, id_term, version, accepted_at FROM term_acceptances
      WHERE id_user = $1 AND id_app = (SELECT id_app FROM apps WHERE bucket = 'horizonte.localhost')
      ORDER BY kind, id_term, version`,
    [idUser],
  );

// The routes a signed-in user reaches every day, which must wait for the terms.
const everyday = [
  '/api/users/4',
  '/api/learning/features/EXTERNAL_COURSES',
  '/api/learning/students/4/history',
];

describe('the terms gate on the server (learning-area.md 2.2, 4.12)', () => {
  it('tells a user who owes the terms which ones, in the login info and on its own route', async () => {
    const info = await loginInfoOf('nina@horizonte.test');
    expect(info).toMatchObject({ userLicenceTermsAccepted: 0, agreementVersion: '2026.2' });
    expect(info.agreementTerms).toContain('Termos de uso da Horizonte');
    expect(info.responsibilityTerms).toEqual([
      expect.objectContaining({ idTermOfResponsibility: 1, versionNumber: 1 }),
    ]);
    const owed = await live.get('/api/learning/terms/', await as('nina@horizonte.test'));
    expect(owed.statusCode, owed.body).toBe(200);
    expect(owed.json()).toMatchObject({
      userLicenceTermsAccepted: 0,
      responsibilityTerms: [{ versionNumber: 1 }],
    });
    const bruno = await loginInfoOf('bruno@horizonte.test');
    expect(bruno).toMatchObject({ userLicenceTermsAccepted: 1, agreementVersion: '2026.2' });
    expect(bruno.responsibilityTerms).toBeUndefined();
  });

  it('refuses every other route until both are accepted; logout is allowed', async () => {
    const nina = await as('nina@horizonte.test');
    for (const url of everyday) {
      const response = await live.get(url, nina);
      expectFailure(response, 403, text.mustAccept);
      expect(response.headers[TERMS_PENDING_HEADER]).toBe('1');
    }
    const other = await as('nina@horizonte.test');
    const out = await live.post('/api/login/logout', other, {});
    expect(out.statusCode, out.body).toBe(200);
    expect((await live.get(everyday[0] ?? '', other)).statusCode).toBe(401);
  });

  it('a wrong version or an unknown term signs nothing; another user’s agreement is refused', async () => {
    const nina = await as('nina@horizonte.test');
    expectFailure(await live.post('/api/learning/terms/1/2', nina, {}), 409, text.outdatedVersion);
    expectFailure(await live.post('/api/learning/terms/9/1', nina, {}), 404, text.termNotFound);
    const ninaPut = await live.app.inject({
      method: 'PUT',
      url: '/api/users/agreement/1',
      headers: nina,
      payload: { communicationAccepted: 1, userLicenceTermsAccepted: 1 },
    });
    expect(ninaPut.statusCode).toBe(403);
    expect(await acceptances(ninaId)).toEqual([]);
  });

  it('opens the routes once the agreement is accepted and the term signed, keeping version and time', async () => {
    const nina = await as('nina@horizonte.test');
    const agreed = await live.app.inject({
      method: 'PUT',
      url: `/api/users/agreement/${ninaId}`,
      headers: nina,
      payload: { communicationAccepted: 0, userLicenceTermsAccepted: 1 },
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    // The agreement alone is not enough: the responsibility term is still owed.
    expectFailure(await live.get(everyday[0] ?? '', nina), 403, text.mustAccept);
    // Two presses at once sign once.
    const signed = await Promise.all([1, 2].map(() => live.post('/api/learning/terms/1/1', nina, {})));
    for (const answer of signed) expect(answer.statusCode, answer.body).toBe(200);
    for (const url of everyday) expect((await live.get(url, nina)).statusCode, url).toBe(200);
    const rows = await acceptances(ninaId);
    expect(rows.map(({ kind, id_term, version }) => [kind, id_term, version])).toEqual([
      ['agreement', 0, '2026.2'],
      ['responsibility', 1, '1'],
    ]);
    for (const row of rows) expect(Date.now() - new Date(row.accepted_at).getTime()).toBeLessThan(60_000);
    expect(await loginInfoOf('nina@horizonte.test')).toMatchObject({ userLicenceTermsAccepted: 1 });
  });

  it('asks everyone again when the agreement gets a new version', async () => {
    const bruno = await as('bruno@horizonte.test');
    expect((await live.get('/api/users/1', bruno)).statusCode).toBe(200);
    const horizonteApp = "(SELECT id_app FROM apps WHERE bucket = 'horizonte.localhost')";
    await live.db.query(
      `UPDATE apps SET agreement = jsonb_set(agreement, '{version}', '"2027.1"') WHERE id_app = ${horizonteApp}`,
    );
    try {
      expectFailure(await live.get('/api/users/1', bruno), 403, text.mustAccept);
      const accepted = await live.app.inject({
        method: 'PUT',
        url: '/api/users/agreement/1',
        headers: bruno,
        payload: { communicationAccepted: 1, userLicenceTermsAccepted: 1 },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((await live.get('/api/users/1', bruno)).statusCode).toBe(200);
      expect((await acceptances(1)).map((row) => row.version)).toEqual(['2026.2', '2027.1', '1']);
    } finally {
      await live.db.query(
        `UPDATE apps SET agreement = jsonb_set(agreement, '{version}', '"2026.2"') WHERE id_app = ${horizonteApp}`,
      );
    }
  });
});
