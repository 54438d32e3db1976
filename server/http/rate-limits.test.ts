// The limits of issue 9, against the real plugin and the real routes. The login test runs the default
// table (the 11th wrong password within 15 minutes); the others shrink their limit through
// ServerOptions.limits so a few requests reach it. Windows end by moving the server's clock.
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';
import { defaultLimits, type LimitTable } from './limits-table.ts';
import {
  aurora,
  bearer,
  expectFailure,
  horizonte,
  password,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';
import { chatLimitEvent } from '../chat/chat-socket.ts';
import { trackingRecord } from '../engagement/test-support.ts';

// Each login test starts its own server (its own counts): slow on a busy machine, hence the long
// timeouts. A ceiling, not a wait: a start takes seconds on an idle machine.
const startCeilingMs = 300_000;
// Windows of two minutes, not one: the wait told is rounded up to whole minutes, so it reads the same
// whether the requests before the refusal took a millisecond or half a minute (a busy machine).
const twoMinutes = 120_000;
let server: TestServer | undefined;
async function closeServer() {
  await server?.app.close();
  server = undefined;
}
async function start(limits: Partial<LimitTable> = {}) {
  server = await startTestServer({ limits });
  return server;
}

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  server!.app.inject({ method: 'POST', url, headers, payload: payload as object });
const loginAs = (username: string, secret: string, host = aurora) =>
  post('/api/login', { host }, { username, password: secret, idAppType: 1 });

/** A 429 in the shape of every refusal, with the security headers and Retry-After. */
function expectLimited(
  response: LightMyRequestResponse,
  message: string | RegExp,
  retryAfter?: { atMost: number; atLeast: number },
) {
  expectFailure(response, 429, message);
  for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers[name]).toBe(value);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  if (retryAfter === undefined) return;
  expect(seconds).toBeLessThanOrEqual(retryAfter.atMost);
  expect(seconds).toBeGreaterThanOrEqual(retryAfter.atLeast);
}

describe('login attempts', { timeout: startCeilingMs }, () => {
  afterEach(closeServer);

  it('refuses the 11th wrong password with the limit message; the right one works after the window', async () => {
    await start();
    const { max, windowMs } = defaultLimits.loginFailuresPerAccount;
    expect(max).toBe(10);
    // The window starts at the first failure; the ten password checks take real time (seconds on a
    // busy machine), so the wait left is the window less that time, never more.
    const firstFailure = Date.now();
    for (let attempt = 1; attempt <= max; attempt++)
      expectFailure(await loginAs('ana@aurora.test', `errada${attempt}`), 401, 'Senha ou usuário inválido.');
    const eleventh = await loginAs('ana@aurora.test', 'errada11');
    expectLimited(eleventh, 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.', {
      atMost: windowMs / 1000,
      atLeast: windowMs / 1000 - Math.ceil((Date.now() - firstFailure) / 1000) - 1,
    });
    // Within the window the account waits, even with the right password (and in another case)...
    expectLimited(await loginAs(' ANA@aurora.test', password), /^Muitas tentativas de login/);
    // ...but no other account does: not on the same tenant, not the same login on another tenant.
    expect((await loginAs('carla@aurora.test', password)).statusCode).toBe(200);
    expect((await loginAs('bruno@horizonte.test', password, horizonte)).statusCode).toBe(200);

    // 90 s before the window ends (less the real time the test took): "2 minutos", rounded up.
    server!.advanceClock(windowMs - 90_000);
    expectLimited(
      await loginAs('ana@aurora.test', password),
      'Muitas tentativas de login. Aguarde 2 minutos e tente novamente.',
    );
    server!.advanceClock(90_000);
    expect((await loginAs('ana@aurora.test', password)).statusCode).toBe(200);
  });

  it('holds against simultaneous guesses: 36 at once on one account, 10 are checked', async () => {
    await start();
    const answers = await Promise.all(
      Array.from({ length: 36 }, (_, attempt) => loginAs('ana@aurora.test', `errada${attempt}`)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(26);
  });

  it('catches one address cycling through accounts', async () => {
    await start({ loginFailuresPerAddress: { max: 3, windowMs: twoMinutes } });
    for (const username of ['ana@aurora.test', 'carla@aurora.test', 'ninguem@aurora.test'])
      expect((await loginAs(username, 'errada')).statusCode).toBe(401);
    expectLimited(
      await loginAs('midia@aurora.test', 'errada'),
      'Muitas tentativas de login. Aguarde 2 minutos e tente novamente.',
    );
    server!.advanceClock(twoMinutes);
    expect((await loginAs('midia@aurora.test', password)).statusCode).toBe(200);
  });

  it('never counts a success', async () => {
    await start({ loginFailuresPerAccount: { max: 2, windowMs: 60_000 } });
    for (let time = 0; time < 5; time++)
      expect((await loginAs('ana@aurora.test', password)).statusCode).toBe(200);
  });
});

describe('password reset', { timeout: startCeilingMs }, () => {
  afterEach(closeServer);

  it('answers a few requests per account, then 429', async () => {
    await start({ passwordResetsPerAccount: { max: 2, windowMs: 15 * 60_000 } });
    const forgot = (username: string) =>
      post('/api/login/forgot', { host: aurora }, { username, idAppType: 1 });
    expect((await forgot('ana@aurora.test')).statusCode).toBe(200);
    expect((await forgot('ana@aurora.test')).statusCode).toBe(200);
    expectLimited(
      await forgot('Ana@aurora.test'),
      'Muitos pedidos de nova senha para esta conta. Aguarde 15 minutos e tente novamente.',
    );
    expect((await forgot('carla@aurora.test')).statusCode).toBe(200);
    const rows = await server!.db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM password_reset_requests WHERE id_app = 1 AND id_user = 1',
    );
    expect(rows).toEqual([{ count: 2 }]);
  });
});

describe('token creation', { timeout: startCeilingMs }, () => {
  afterEach(closeServer);

  it('counts logins, renewals and link tokens per user', async () => {
    await start({ tokensPerUser: { max: 3, windowMs: 10 * 60_000 } });
    const token = await server!.login(aurora, 'ana@aurora.test');
    const renewed = await post('/api/login/renewlogin', bearer(aurora, token), { idAppType: 1 });
    expect(renewed.statusCode).toBe(200);
    const session = renewed.json<{ token: string }>().token;
    const link = await post('/api/login/linktoken', bearer(aurora, session), { purpose: 'admin' });
    expect(link.statusCode).toBe(200);
    const message = 'Muitas sessões abertas em pouco tempo. Aguarde 10 minutos e tente novamente.';
    expectLimited(await loginAs('ana@aurora.test', password), message);
    expectLimited(await post('/api/login/linktoken', bearer(aurora, session), { purpose: 'admin' }), message);
    // A refused renewal leaves the session as it was: its token still renews later.
    expectLimited(await post('/api/login/renewlogin', bearer(aurora, session), { idAppType: 1 }), message);
    expect((await loginAs('carla@aurora.test', password)).statusCode).toBe(200);
    server!.advanceClock(10 * 60_000);
    expect((await post('/api/login/renewlogin', bearer(aurora, session), { idAppType: 1 })).statusCode).toBe(
      200,
    );
  });
});

// One server for the four per-user limits (each test its own limit or its own user), started and signed
// in before the tests: what a test itself does is a few requests, however slow the machine is at
// starting servers and hashing passwords (this group once timed out at 90 s on a busy host).
describe('chat, tracking and uploads, per user', () => {
  const saying = (message: string) => ({
    data: [{ date: '2026-11-20', messages: [{ moment: '20-11-2026 09:00:00', user: 'Ana', message }] }],
  });
  let ana = '';
  let rodrigo = '';
  let carla = '';
  beforeAll(async () => {
    await start({
      chatMessagesPerUser: { max: 2, windowMs: twoMinutes },
      chatAnnouncementsPerUser: { max: 1, windowMs: twoMinutes },
      trackingPerUser: { max: 2, windowMs: twoMinutes },
      uploadsPerUser: { max: 2, windowMs: 10 * 60_000 },
    });
    [ana, rodrigo, carla] = await Promise.all([
      server!.login(aurora, 'ana@aurora.test'),
      server!.login(aurora, 'rodrigo.teixeira@aurora.test'),
      server!.login(aurora, 'carla@aurora.test'),
    ]);
  }, startCeilingMs);
  afterAll(closeServer);

  it('limits chat messages', async () => {
    const save = (token: string, text: string) =>
      post('/api/chat/savemessageroom/211', bearer(aurora, token), saying(text));
    expect((await save(ana, 'um')).statusCode).toBe(200);
    expect((await save(ana, 'dois')).statusCode).toBe(200);
    expectLimited(
      await save(ana, 'três'),
      'Você está enviando mensagens rápido demais. Aguarde 2 minutos e tente novamente.',
    );
    expect((await save(rodrigo, 'oi')).statusCode).toBe(200);
    server!.advanceClock(twoMinutes);
    expect((await save(ana, 'quatro')).statusCode).toBe(200);
  });

  it('limits chat announcements on the socket, with a pt-BR error', async () => {
    await server!.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(`http://127.0.0.1:${(server!.app.server.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { host: aurora },
      auth: { token: carla },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      expect(await socket.emitWithAck('room', 211)).toEqual({ success: true });
      const saved = await post('/api/chat/savemessageroom/211', bearer(aurora, carla), saying('oi'));
      const message = saved.json<{ data: [{ messages: [object] }] }>().data[0].messages[0];
      const refused = new Promise((resolve) => socket.once(chatLimitEvent, resolve));
      socket.emit('NEW_MESSAGE_FROM_CHAT', message);
      socket.emit('NEW_MESSAGE_FROM_CHAT', message);
      expect(await refused).toEqual({
        success: false,
        message: 'Você está enviando mensagens rápido demais. Aguarde 2 minutos e tente novamente.',
      });
    } finally {
      socket.close();
    }
  });

  it('limits tracking calls', async () => {
    const record = trackingRecord(4);
    expect((await post('/api/tracking', bearer(aurora, ana), record)).statusCode).toBe(200);
    expect((await post('/api/tracking', bearer(aurora, ana), record)).statusCode).toBe(200);
    expectLimited(
      await post('/api/tracking', bearer(aurora, ana), record),
      'Muitos registros de acesso em pouco tempo. Aguarde 2 minutos e tente novamente.',
    );
  });

  it('limits uploads, user content and profile photo together', async () => {
    // Not multipart: refused by the handlers (415), but counted like any upload attempt.
    expect((await post('/api/uploads/usercontent', bearer(aurora, carla), { x: 1 })).statusCode).toBe(415);
    expect((await post('/api/upload', bearer(aurora, carla), { x: 1 })).statusCode).toBe(415);
    const message = 'Muitos envios de arquivos em pouco tempo. Aguarde 10 minutos e tente novamente.';
    expectLimited(await post('/api/uploads/usercontent', bearer(aurora, carla), { x: 1 }), message);
    expectLimited(await post('/api/upload', bearer(aurora, carla), { x: 1 }), message);
  });
});
