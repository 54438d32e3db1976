// Single sign-on against a real OpenID Connect provider (oidc-provider, started here on a loopback
// port, with its development login form): the browser's walk is played with fetch, the API's side by
// inject. What it shows: the sign-in lands on the app's callback with a link token that becomes the
// session of the user of the e-mail the provider vouched for; the state is this browser's and is used
// once; a foreign callback never receives a token; an e-mail without an account gets its pt-BR page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizonte, useTestServer } from '../test-support/test-server.ts';

const SECRET_VARIABLE = 'SSO_TEST_CLIENT_SECRET';
const CLIENT_ID = 'horizonte-app';
const REDIRECT = `http://${horizonte}/api/login/sso/callback`;

const server = useTestServer();
let idp: Server;
let issuer: string;

beforeAll(async () => {
  idp = createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: 'um-segredo-de-teste-bem-comprido',
        redirect_uris: [REDIRECT],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // The development login form signs in whatever login is typed: the login is the account's e-mail.
    findAccount: async (_context, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: !sub.startsWith('nao-verificado') }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['chave-de-teste'] },
    features: { devInteractions: { enabled: true } },
  });
  idp.on('request', provider.callback());
  process.env[SECRET_VARIABLE] = 'um-segredo-de-teste-bem-comprido';
  await server.db.query('UPDATE apps SET sso = $1::jsonb WHERE id_app = 2', [
    JSON.stringify({ protocol: 'oidc', issuer, clientId: CLIENT_ID, clientSecretVariable: SECRET_VARIABLE }),
  ]);
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => idp?.close(resolve));
  delete process.env[SECRET_VARIABLE];
});

/** GET /api/login/sso/2/2: the provider's address and the browser's state cookie. */
async function start(callback = `http://${horizonte}/login`) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/login/sso/2/2?callback=${encodeURIComponent(callback)}`,
    headers: { host: horizonte },
  });
  expect(response.statusCode, response.body).toBe(302);
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  expect(cookie).toMatch(/^sso_state=.+/);
  return { location: String(response.headers.location), cookie };
}

/** The browser at the provider: its login and consent forms, until it is sent back to the app. */
async function signInAtProvider(authorize: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorize;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(`http://${horizonte}/`)) return new URL(url);
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).href;
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    expect(action, html).toBeTruthy();
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'qualquer' } : { prompt: prompt! },
    );
    url = new URL(action!, url).href;
  }
  throw new Error('the provider never sent the browser back');
}

const callback = (back: URL, cookie: string) =>
  server.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { host: horizonte, cookie },
  });

/** One attempt: started for `callbackUrl`, signed in at the provider as `login`, back at the callback. */
async function attempt(login: string, callbackUrl?: string) {
  const { location, cookie } = await start(callbackUrl);
  return callback(await signInAtProvider(location, login), cookie);
}

describe('SSO by OpenID Connect (auth/sso.ts)', () => {
  it('signs the provider’s user in: a link token to the callback, exchanged once for their session', async () => {
    const { location, cookie } = await start(`http://${horizonte}/login?from=sso`);
    expect(location.startsWith(`${issuer}/auth?`)).toBe(true);
    const authorize = new URL(location);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(REDIRECT);

    const back = await signInAtProvider(location, 'bruno@horizonte.test');
    const landed = await callback(back, cookie);
    expect(landed.statusCode, landed.body).toBe(302);
    const target = new URL(String(landed.headers.location));
    expect(target.origin + target.pathname).toBe(`http://${horizonte}/login`);
    expect(target.searchParams.get('from')).toBe('sso');
    const token = target.searchParams.get('token')!;

    const renew = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/login/renewlogin',
        headers: { host: horizonte, authorization: `Bearer ${token}` },
        payload: { idAppType: 1 },
      });
    const session = await renew();
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().loginInfo).toMatchObject({ idUser: 1, email: 'bruno@horizonte.test' });
    expect((await renew()).statusCode).toBe(401);

    // The provider's answer is used up with its attempt.
    const again = await callback(back, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Este login pela empresa expirou ou já foi usado.');
  }, 60_000);

  it('refuses an answer without this browser’s cookie (login CSRF), and keeps the attempt for its own', async () => {
    const { location, cookie } = await start();
    const back = await signInAtProvider(location, 'bruno@horizonte.test');
    const stranger = await callback(back, 'sso_state=outro');
    expect(stranger.statusCode).toBe(400);
    expect(stranger.headers.location).toBeUndefined();
    expect((await callback(back, cookie)).statusCode).toBe(302);
  }, 60_000);

  it('never sends the token to another site: a foreign callback becomes the host’s /login', async () => {
    const landed = await attempt('bruno@horizonte.test', 'https://evil.example/login');
    expect(String(landed.headers.location)).toMatch(new RegExp(`^http://${horizonte}/login\\?token=`));
  }, 60_000);

  it('answers pt-BR pages for an e-mail with no account here and for an unverified one', async () => {
    const unknown = await attempt('ninguem@empresa.test');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.body).toContain('A conta da sua empresa não tem acesso a este aplicativo.');
    expect(unknown.body).toContain('href="/login?byPassSSO=true"');

    const unverified = await attempt('nao-verificado@horizonte.test');
    expect(unverified.statusCode).toBe(502);
    expect(unverified.body).toContain('O provedor de login da sua empresa não respondeu como esperado.');
  }, 60_000);

  it('a provider that cannot be reached gets its page, and the tenant without one its 501', async () => {
    await server.db.query(
      `UPDATE apps SET sso = jsonb_set(sso, '{issuer}', '"http://127.0.0.1:9"') WHERE id_app = 2`,
    );
    const down = await server.app.inject({
      method: 'GET',
      url: '/api/login/sso/2/2',
      headers: { host: horizonte },
    });
    expect(down.statusCode).toBe(502);
    expect(down.body).toContain('Não foi possível entrar pela empresa');
    await server.db.query('UPDATE apps SET sso = NULL WHERE id_app = 2');
    const none = await server.app.inject({
      method: 'GET',
      url: '/api/login/sso/2/2',
      headers: { host: horizonte },
    });
    expect(none.statusCode).toBe(501);
  }, 60_000);
});
