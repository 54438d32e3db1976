import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { termsMessages } from '../terms/messages.ts';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  signIn,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { onboardingMessages as text } from './messages.ts';
import { seedOnboardingSeen } from './seed.ts';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';

// horizonte has an onboarding page (fixtures/horizonte/tenant.json); lara@horizonte.test (idUser 7) is
// the demo's user who has not finished it (pendingOnboarding), every other one was seeded as finished.
// aurora has none.
const live = useLearnerServer();
const laraId = 7;
const onboardingUrl = '/demo/onboarding/index.html';

const seenAt = async (idUser: number) => {
  const [row] = await live.db.query<{ seen: Date | null }>(
    `SELECT onboarding_seen_at AS seen FROM users
      WHERE id_user = $1 AND id_app = (SELECT id_app FROM apps WHERE bucket = 'horizonte.localhost')`,
    [idUser],
  );
  return row?.seen ?? null;
};

const finish = (headers: Record<string, string>) => live.post('/api/users/onboarding', headers, undefined);

describe('the onboarding (learning-area.md 3 onBoardScreen, 4.12; content-app.md 2.1, 3)', () => {
  it('asks for it in the login info until the user finished it, with the tenant’s page', async () => {
    const lara = await signIn(live.app, horizonte, 'lara@horizonte.test');
    expect(lara.loginInfo).toMatchObject({ onBoardScreen: 1, onBoardUrl: onboardingUrl });
    for (const [host, login] of [
      [horizonte, 'bruno@horizonte.test'],
      [horizonte, 'nina@horizonte.test'],
      [aurora, 'ana@aurora.test'],
    ] as const) {
      const { loginInfo } = await signIn(live.app, host, login);
      expect(loginInfo.onBoardScreen, login).toBe(0);
      expect(loginInfo).not.toHaveProperty('onBoardUrl');
    }
  });

  it('serves the demo page from the app’s own origin, framable by the app alone', async () => {
    const page = await live.get(onboardingUrl, { host: horizonte });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Boas-vindas à Horizonte');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-src 'self'");
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect((await live.get('/demo/onboarding/tour.css', { host: horizonte })).statusCode).toBe(200);
  });

  it('is the accessed user’s: a support session is not shown it and cannot finish it', async () => {
    const support = bearer(horizonte, (await signIn(live.app, horizonte, 'suporte@horizonte.test')).token);
    const access = await live.post('/api/login/support-access', support, { idUser: laraId });
    expect(access.statusCode, access.body).toBe(200);
    const { result, loginInfo } = access.json<{ result: string; loginInfo: Record<string, unknown> }>();
    expect(loginInfo.onBoardScreen).toBe(0);
    expect(loginInfo).not.toHaveProperty('onBoardUrl');
    expectFailure(await finish(bearer(horizonte, result)), 403, messages.closedDuringSupport);
    expect(await seenAt(laraId)).toBeNull();
  });

  it('waits for the terms, and needs a session', async () => {
    const nina = bearer(horizonte, (await signIn(live.app, horizonte, 'nina@horizonte.test')).token);
    expectFailure(await finish(nina), 403, termsMessages.mustAccept);
    expectFailure(await finish({ host: horizonte }), 401, messages.sessionExpired);
  });

  it('records it finished once: two presses keep the first time, and the next login info asks no more', async () => {
    const lara = bearer(horizonte, (await signIn(live.app, horizonte, 'lara@horizonte.test')).token);
    const answers = await Promise.all([1, 2].map(() => finish(lara)));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expectSchema(answer, 'api/message-response.json');
    }
    const first = await seenAt(laraId);
    expect(first).not.toBeNull();
    expect(Date.now() - new Date(first ?? 0).getTime()).toBeLessThan(60_000);
    expect((await finish(lara)).statusCode).toBe(200);
    expect(await seenAt(laraId)).toEqual(first);
    const again = await signIn(live.app, horizonte, 'lara@horizonte.test');
    expect(again.loginInfo.onBoardScreen).toBe(0);
    expect(again.loginInfo).not.toHaveProperty('onBoardUrl');
    // A later seed (the fixture changed: lara no longer pending) leaves the time the user finished it.
    const [{ idApp } = { idApp: 0 }] = await live.db.query<{ idApp: number }>(
      `SELECT id_app AS "idApp" FROM apps WHERE bucket = 'horizonte.localhost'`,
    );
    const reseeded = { app: { idApp }, onboarding: { url: onboardingUrl }, users: [{ idUser: laraId }] };
    await seedOnboardingSeen(live.db, reseeded as unknown as TenantFixture);
    expect(await seenAt(laraId)).toEqual(first);
  });

  it('has nothing to finish on a tenant without onboarding', async () => {
    expectFailure(await finish(bearer(aurora, live.ana)), 404, text.noOnboarding);
  });
});
