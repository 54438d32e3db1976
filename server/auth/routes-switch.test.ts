// The app switch (issue 19 item 5; learning-area.md 3 appsUserAccess, 4.11): the login info lists every
// app where the same login has a usable account, and POST /api/login/switch-app/{idApp} answers a
// one-time address that signs the person's user of that app in there, once.
// marcos@grupo.test has an account in horizonte (idApp 2, idUser 8) and in aurora (idApp 1, idUser 5).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages.ts';
import { switchMessages } from './messages.ts';
import {
  aurora,
  bearer,
  expectFailure,
  horizonte,
  signIn,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';

const live = useLearnerServer();
afterEach(() => vi.restoreAllMocks());

const signInTo = (host: string, username: string) =>
  signIn<{ appsUserAccess: Record<string, unknown>[] }>(live.app, host, username);
const switchApp = (headers: Record<string, string>, idApp: number | string) =>
  live.post(`/api/login/switch-app/${idApp}`, headers, undefined);
const renew = (host: string, token: string) =>
  live.post('/api/login/renewlogin', bearer(host, token), { idAppType: 1 });

const horizonteEntry = {
  idApp: 2,
  idCompany: 2,
  domain: 'horizonte.localhost',
  appName: 'Horizonte Educação Corporativa',
  companyName: 'Horizonte Serviços Corporativos S.A.',
  favIcon: '/demo/favicon.svg',
};
const auroraEntry = {
  idApp: 1,
  idCompany: 1,
  domain: 'aurora.localhost',
  appName: 'Aurora Conteúdos',
  companyName: 'Aurora Comunicação Ltda.',
  favIcon: '/demo/favicon.svg',
};

describe('the login info’s appsUserAccess', () => {
  it('lists every app of the same login, the current one first, and no other app’s token', async () => {
    const onHorizonte = await signInTo(horizonte, 'marcos@grupo.test');
    expect(onHorizonte.loginInfo.appsUserAccess).toEqual([horizonteEntry, auroraEntry]);
    // The login is matched without case or spaces, from either side.
    const onAurora = await signInTo(aurora, ' Marcos@Grupo.TEST ');
    expect(onAurora.loginInfo.appsUserAccess).toEqual([auroraEntry, horizonteEntry]);
    for (const entry of onAurora.loginInfo.appsUserAccess) expect(entry).not.toHaveProperty('token');
  });

  it('holds only the current app for a person with one account', async () => {
    const bruno = await signInTo(horizonte, 'bruno@horizonte.test');
    expect(bruno.loginInfo.appsUserAccess).toEqual([horizonteEntry]);
  });

  it('leaves out an account that is inactive or waits for its first access, and matches without case', async () => {
    // Ana gets two more accounts in horizonte's database: one inactive, then one still to be activated.
    await live.db.query(
      `INSERT INTO users (id_app, id_user, email, name, password_hash, active)
       VALUES (2, 9001, 'ANA@aurora.test', 'Ana Souza', 'x', 0)`,
    );
    try {
      expect((await signInTo(aurora, 'ana@aurora.test')).loginInfo.appsUserAccess).toEqual([
        { ...auroraEntry },
      ]);
      await live.db.query('UPDATE users SET active = 1, pending_activation = true WHERE id_user = 9001');
      expect((await signInTo(aurora, 'ana@aurora.test')).loginInfo.appsUserAccess).toHaveLength(1);
      expectFailure(await switchApp(bearer(aurora, live.ana), 2), 403, switchMessages.noAccount);
      await live.db.query('UPDATE users SET pending_activation = false WHERE id_user = 9001');
      expect((await signInTo(aurora, 'ana@aurora.test')).loginInfo.appsUserAccess).toEqual([
        auroraEntry,
        horizonteEntry,
      ]);
    } finally {
      await live.db.query('DELETE FROM users WHERE id_app = 2 AND id_user = 9001');
    }
  });
});

describe('POST /api/login/switch-app/{idApp}', () => {
  it('answers a one-time address on the target’s host that signs the person in there, once', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { token } = await signInTo(horizonte, 'marcos@grupo.test');
    const response = await switchApp(bearer(horizonte, token), 1);
    const body = answerOf<{ address: string; appName: string; expiresAt: string }>(
      response,
      'api/switch-app-response.json',
    );
    // The scheme and port of the request's host, the target's name.
    expect(body.address).toMatch(/^http:\/\/aurora\.localhost:5173\/login\?token=[\w-]{43}$/);
    expect(body.appName).toBe('Aurora Conteúdos');
    expect(body).not.toHaveProperty('token');
    const link = new URL(body.address).searchParams.get('token')!;
    const line = `[app-switch] horizonte.localhost user 8 -> aurora.localhost user 5`;
    expect(log).toHaveBeenCalledWith(line);
    expect(log.mock.calls.flat().join(' ')).not.toContain(link);

    // Not a session anywhere, and no sign-in on its own app's neighbour.
    expectFailure(await live.get('/api/users/5', bearer(aurora, link)), 401, 'Sessão expirada.');
    expectFailure(await renew(horizonte, link), 401, 'Sessão expirada.');
    // The automatic login on aurora: marcos's own aurora user, with a session token of aurora.
    const signedIn = await renew(aurora, link);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json<{ token: string; loginInfo: { idUser: number; idApp: number } }>();
    expect(session.loginInfo).toMatchObject({ idUser: 5, idApp: 1, email: 'marcos@grupo.test' });
    expect((await live.get('/api/users/5', bearer(aurora, session.token))).statusCode).toBe(200);
    // Once only.
    expectFailure(await renew(aurora, link), 401, 'Sessão expirada.');
  });

  it('answers no port when the request’s host has none', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { token } = await signInTo(aurora, 'marcos@grupo.test');
    const response = await switchApp(bearer('aurora.localhost', token), 2);
    expect(response.json<{ address: string }>().address).toMatch(/^http:\/\/horizonte\.localhost\/login\?/);
  });

  it('refuses an app the person has no account in, an unknown app, and the current one', async () => {
    const bruno = bearer(horizonte, live.bruno);
    expectFailure(await switchApp(bruno, 1), 403, 'Você não tem acesso a este aplicativo.');
    expectFailure(await switchApp(bruno, 99), 404, 'Aplicativo não encontrado.');
    expectFailure(await switchApp(bruno, 2), 400, 'Você já está neste aplicativo.');
    expectFailure(await switchApp(bruno, 'um'), 400, 'O campo "idApp" deve ser um número inteiro.');
  });

  it('needs a session, and is closed to a support session', async () => {
    expectFailure(await switchApp({ host: horizonte }, 1), 401, 'Sessão expirada.');
    const support = bearer(horizonte, await live.login(horizonte, 'suporte@horizonte.test'));
    const opened = await live.post('/api/login/support-access', support, { idUser: 8 });
    expect(opened.statusCode, opened.body).toBe(200);
    const accessed = opened.json<{ result: string; loginInfo: { appsUserAccess: unknown[] } }>();
    // The accessed person's apps are listed, but switching stays closed (learning-area.md 4.11).
    expect(accessed.loginInfo.appsUserAccess).toEqual([horizonteEntry, auroraEntry]);
    expectFailure(await switchApp(bearer(horizonte, accessed.result), 1), 403, messages.closedDuringSupport);
  });
});
