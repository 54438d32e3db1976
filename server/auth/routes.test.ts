import { describe, expect, it } from 'vitest';
import { replacedTokenGraceMs } from './session-tokens.ts';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  password,
  useTestServer,
} from '../test-support/test-server.ts';

const server = useTestServer();

const post = (url: string, payload: unknown, headers: Record<string, string> = { host: aurora }) =>
  server.post(url, headers, payload);

describe('step one: GET /api/login/user-login-info', () => {
  const lookUp = (query: string, host = aurora) =>
    server.get(`/api/login/user-login-info?${query}`, { host });

  it('recognises a login of the host tenant, without case', async () => {
    const response = await lookUp('username=Ana@Aurora.test&idApp=1&idCompany=1');
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/user-login-info-response.json');
    expect(response.json()).toEqual({ success: true, hasSamlConfiguration: false, idApp: 1, idCompany: 1 });
  });

  it('answers "Usuário inválido." for an unknown login, another tenant\'s login or another idApp', async () => {
    expectFailure(await lookUp('username=ninguem@aurora.test'), 404, 'Usuário inválido.');
    expectFailure(await lookUp('username=bruno@horizonte.test'), 404, 'Usuário inválido.');
    expectFailure(await lookUp('username=ana@aurora.test&idApp=2'), 404, 'Usuário inválido.');
    expectFailure(
      await lookUp('username=ana@aurora.test', 'desconhecido.localhost'),
      404,
      'Usuário inválido.',
    );
  });

  it('refuses a missing login or a non-numeric idApp', async () => {
    expectFailure(await lookUp('idApp=1'), 400, 'O campo "username" é obrigatório.');
    expectFailure(
      await lookUp('username=ana@aurora.test&idApp=um'),
      400,
      'O campo "idApp" deve ser um número inteiro.',
    );
  });
});

describe('step two: POST /api/login', () => {
  it('signs in with the login info, menu, design and a token, and stores the last login', async () => {
    const before = Date.now();
    const response = await post('/api/login', {
      username: ' ana@aurora.test ',
      password,
      idAppType: 1,
      idApp: 1,
      idCompany: 1,
    });
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/login-response.json');
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.loginInfo).toMatchObject({
      idUser: 1,
      idApp: 1,
      name: 'Ana Souza',
      email: 'ana@aurora.test',
      admin: 0,
    });
    expect(Date.parse(body.loginInfo.lastLogin)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.menu[0]).toMatchObject({ idSection: 1, idSectionType: 1 });
    expect(body.design[0].format.home.homeType).toBe('mosaic');

    const [stored] = await server.db.query<{ lastLogin: Date }>(
      'SELECT last_login AS "lastLogin" FROM users WHERE id_app = 1 AND id_user = 1',
    );
    expect(stored?.lastLogin.toISOString()).toBe(body.loginInfo.lastLogin);
  });

  it('gives each tenant its own menu and design', async () => {
    const response = await post(
      '/api/login',
      { username: 'admin@horizonte.test', password, idAppType: 1 },
      { host: horizonte },
    );
    expectSchema(response, 'api/login-response.json');
    const body = response.json();
    expect(body.loginInfo).toMatchObject({ idApp: 2, name: 'Helena Prado', admin: 1 });
    expect(body.design[0].format.home.homeType).toBe('row');
  });

  it('answers "Senha ou usuário inválido." for a wrong password, an unknown user or another tenant', async () => {
    const message = 'Senha ou usuário inválido.';
    expectFailure(
      await post('/api/login', { username: 'ana@aurora.test', password: 'errada123', idAppType: 1 }),
      401,
      message,
    );
    expectFailure(
      await post('/api/login', { username: 'ninguem@aurora.test', password, idAppType: 1 }),
      401,
      message,
    );
    expectFailure(
      await post('/api/login', { username: 'ana@aurora.test', password, idAppType: 1 }, { host: horizonte }),
      401,
      message,
    );
    expectFailure(
      await post('/api/login', { username: 'ana@aurora.test', password, idAppType: 1, idApp: 2 }),
      401,
      message,
    );
  });

  it('answers 400 with a pt-BR message for missing fields, wrong types and malformed JSON', async () => {
    expectFailure(
      await post('/api/login', { password, idAppType: 1 }),
      400,
      'O campo "username" é obrigatório.',
    );
    expectFailure(
      await post('/api/login', { username: 'ana@aurora.test', idAppType: 1 }),
      400,
      'O campo "password" é obrigatório.',
    );
    expectFailure(
      await post('/api/login', { username: 123, password, idAppType: 1 }),
      400,
      'O campo "username" deve ser um texto.',
    );
    expectFailure(
      await post('/api/login', { username: 'ana@aurora.test', password, idAppType: '1' }),
      400,
      'O campo "idAppType" deve ser um número inteiro.',
    );
    expectFailure(
      await post('/api/login', { username: '', password, idAppType: 1 }),
      400,
      'O campo "username" não pode ficar vazio.',
    );
    expectFailure(await post('/api/login', [1, 2]), 400, 'O corpo da requisição deve ser um objeto JSON.');

    const raw = (payload: string, contentType = 'application/json') =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: aurora, 'content-type': contentType },
        payload,
      });
    expectFailure(
      await raw('{"username": "ana@aurora.test",'),
      400,
      'O corpo da requisição não é um JSON válido.',
    );
    expectFailure(await raw(''), 400, 'O corpo da requisição está vazio; envie um objeto JSON.');
    expectFailure(
      await raw('username=ana', 'text/plain'),
      400,
      'O corpo da requisição deve ser um objeto JSON.',
    );
    expectFailure(
      await raw('<login/>', 'application/xml'),
      415,
      'Tipo de conteúdo não suportado; envie application/json.',
    );
    expectFailure(
      await raw(JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 1) })),
      413,
      'O corpo da requisição excede o limite de 1 MB.',
    );
  });
});

describe('POST /api/login/renewlogin', () => {
  it('returns the login info and a new token; the old one works 60 s more, then expires', async () => {
    const oldToken = await server.login(aurora, 'ana@aurora.test');
    const response = await post(
      '/api/login/renewlogin',
      { idUser: 1, idAppType: 1 },
      bearer(aurora, oldToken),
    );
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/renew-login-response.json');
    const { token: newToken, loginInfo, lastAccess } = response.json();
    expect(newToken).toMatch(/^[\w-]{43}$/);
    expect(newToken).not.toBe(oldToken);
    expect(loginInfo).toMatchObject({ idUser: 1, idApp: 1 });
    expect(lastAccess).toBe(loginInfo.lastAccess);

    const find = (token: string) => server.get('/api/content/find/1', bearer(aurora, token));
    expect((await find(oldToken)).statusCode).toBe(200);
    server.advanceClock(replacedTokenGraceMs + 1000);
    expectFailure(await find(oldToken), 401, 'Sessão expirada.');
    expect((await find(newToken)).statusCode).toBe(200);
  });

  it('signs in with the token alone, for the automatic login with ?token=', async () => {
    const token = await server.login(horizonte, 'bruno@horizonte.test');
    const response = await post('/api/login/renewlogin', { idAppType: 1 }, bearer(horizonte, token));
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/renew-login-response.json');
    expect(response.json()).toMatchObject({
      loginInfo: { idUser: 1, idApp: 2 },
      menu: expect.any(Array),
      design: expect.any(Array),
    });
  });

  it('needs a session, and only renews its own user', async () => {
    expectFailure(await post('/api/login/renewlogin', { idUser: 1, idAppType: 1 }), 401, 'Sessão expirada.');
    const token = await server.login(horizonte, 'bruno@horizonte.test');
    const other = await post('/api/login/renewlogin', { idUser: 2, idAppType: 1 }, bearer(horizonte, token));
    expectFailure(other, 403, 'Você não tem permissão para acessar este recurso.');
    const bad = await post('/api/login/renewlogin', { idUser: 'um', idAppType: 1 }, bearer(horizonte, token));
    expectFailure(bad, 400, 'O campo "idUser" deve ser um número inteiro.');
  });
});

describe('POST /api/login/forgot', () => {
  it('stores the request of a known login and says the e-mail was sent', async () => {
    const response = await post(
      '/api/login/forgot',
      { username: 'suporte@horizonte.test', idAppType: 1 },
      { host: horizonte },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'E-mail enviado com sucesso!' });
    expectSchema(response, 'api/message-response.json');
    const rows = await server.db.query<{ idUser: number }>(
      'SELECT id_user AS "idUser" FROM password_reset_requests WHERE id_app = 2',
    );
    expect(rows).toEqual([{ idUser: 3 }]);
  });

  it('answers "Erro ao enviar e-mail." for an unknown login', async () => {
    expectFailure(
      await post('/api/login/forgot', { username: 'ninguem@aurora.test', idAppType: 1 }),
      404,
      'Erro ao enviar e-mail.',
    );
    expectFailure(
      await post('/api/login/forgot', { username: 'ana@aurora.test', idAppType: 1 }, { host: horizonte }),
      404,
      'Erro ao enviar e-mail.',
    );
    expectFailure(
      await post('/api/login/forgot', { idAppType: 1 }),
      400,
      'O campo "username" é obrigatório.',
    );
  });
});

describe('GET /api/login/sso/{idApp}/{idCompany} (auth/sso.ts)', () => {
  it('answers a page in pt-BR that leads back to the login, never "Rota não encontrada."', async () => {
    const response = await server.get('/api/login/sso/2/2?callback=https%3A%2F%2Fevil.example%2Flogin', {
      host: horizonte,
    });
    expect(response.statusCode).toBe(501);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('O login com as credenciais da sua empresa não está disponível');
    expect(response.body).toContain('href="/login?byPassSSO=true"');
    expect(response.body).not.toContain('evil.example');
    const other = await server.get('/api/login/sso/1/1', { host: horizonte });
    expect(other.statusCode).toBe(404);
  });
});
