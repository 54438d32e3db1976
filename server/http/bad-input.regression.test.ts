// The bad requests that got a 500 (issue 9, "62 of 4,603 bad requests got a 500 on 14 routes") or an
// English answer that echoed the input, each now a pt-BR 4xx with the headers of every answer.
import { connect as connectTcp, type AddressInfo } from 'node:net';
import { io as connectSocket } from 'socket.io-client';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from '../test-support/bad-input-arbitraries.ts';
import {
  aurora,
  bearer,
  expectFailure,
  password,
  signIn,
  useTestServer,
} from '../test-support/test-server.ts';
import { securityHeaders } from './security-headers.ts';

const server = useTestServer();
let ana: { token: string; idUser: number };
let port: number;
beforeAll(async () => {
  const { token, loginInfo } = await signIn(server.app, aurora, 'ana@aurora.test');
  ana = { token, idUser: loginInfo.idUser };
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});

const asAna = () => bearer(aurora, ana.token);
const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  server.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A refusal as every API answer is: pt-BR JSON, security headers, never cached. */
function expectRefusal(response: LightMyRequestResponse, status: number, message: string): void {
  expectFailure(response, status, message);
  for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers[name]).toBe(value);
  expect(response.headers['cache-control']).toBe('no-store');
}

const forbiddenIn = (field: string) => `O campo "${field}" contém caracteres não permitidos.`;
const NUL = '\u0000';

describe('ids beyond the database integer', () => {
  it('are refused in the path, as numbers or as words', async () => {
    expectRefusal(
      await send('GET', '/api/content/find/2147483648', asAna()),
      400,
      'O campo "id" deve ser menor ou igual a 2147483647.',
    );
    for (const id of ['Infinity', '1e308', '-Infinity', '0x10', '%201%20', '1.0'])
      expectRefusal(
        await send('GET', `/api/content/find/${id}`, asAna()),
        400,
        'O campo "id" deve ser um número inteiro.',
      );
    expectRefusal(
      await send('GET', '/api/content/find/0', asAna()),
      400,
      'O campo "id" deve ser maior ou igual a 1.',
    );
  });

  it('are refused in the query string and in JSON bodies', async () => {
    expectRefusal(
      await send('GET', '/api/login/user-login-info?username=ana%40aurora.test&idApp=99999999999', {
        host: aurora,
      }),
      400,
      'O campo "idApp" deve ser menor ou igual a 2147483647.',
    );
    expectRefusal(
      await send('POST', '/api/ranking/vote/', asAna(), { idContentItem: 1e308, vote: 5 }),
      400,
      'O campo "idContentItem" deve ser menor ou igual a 2147483647.',
    );
    expectRefusal(
      await send('POST', '/api/tracking', asAna(), {
        timeStart: '2026-11-23 10:00:00',
        idContentItem: 1,
        idNavigationType: 32_768,
        position: 0,
      }),
      400,
      'O campo "idNavigationType" deve ser menor ou igual a 32767.',
    );
  });

  it('a tracking time in year 0000 (no PostgreSQL timestamp) is an invalid time', async () => {
    expectRefusal(
      await send('POST', '/api/tracking', asAna(), {
        timeStart: '0000-08-20 00:00:00',
        idContentItem: 1,
        idNavigationType: 1,
        position: 0,
      }),
      400,
      'Horário de início inválido; use AAAA-MM-DD HH:mm:ss (UTC).',
    );
  });
});

describe('NUL and lone surrogates in text', () => {
  it('login, forgotten password and the login info, without a session', async () => {
    const host = { host: aurora };
    expectRefusal(
      await send('POST', '/api/login', host, { username: `ana${NUL}@aurora.test`, password, idAppType: 1 }),
      400,
      forbiddenIn('username'),
    );
    expectRefusal(
      await send('POST', '/api/login', host, {
        username: 'ana@aurora.test',
        password: `x${NUL}`,
        idAppType: 1,
      }),
      400,
      forbiddenIn('password'),
    );
    expectRefusal(
      await send('POST', '/api/login', host, { username: 'ana\uD800@aurora.test', password, idAppType: 1 }),
      400,
      forbiddenIn('username'),
    );
    expectRefusal(
      await send('POST', '/api/login/forgot', host, { username: `ana${NUL}@aurora.test`, idAppType: 1 }),
      400,
      forbiddenIn('username'),
    );
    expectRefusal(
      await send('POST', '/api/login/forgot', host, { username: 'ana@aurora.test\uDFFF', idAppType: 1 }),
      400,
      forbiddenIn('username'),
    );
    expectRefusal(
      await send('GET', '/api/login/user-login-info?username=ana%00', host),
      400,
      'O endereço da requisição é inválido: contém uma codificação malformada.',
    );
  });

  it('profile, chat, paged search and assessment e-mail', async () => {
    expectRefusal(
      await send('PUT', `/api/users/${ana.idUser}`, asAna(), { name: `Ana${NUL}` }),
      400,
      forbiddenIn('name'),
    );
    expectRefusal(
      await send('PUT', `/api/users/editField/${ana.idUser}`, asAna(), { field: 'name', value: `Ana${NUL}` }),
      400,
      forbiddenIn('value'),
    );
    expectRefusal(
      await send('POST', '/api/chat/savemessageroom/211', asAna(), {
        data: [{ messages: [{ message: `oi${NUL}` }] }],
      }),
      400,
      forbiddenIn('data.0.messages.0.message'),
    );
    expectRefusal(
      await send('POST', '/api/content/paged/141', asAna(), {
        page: 1,
        searchTags: [],
        searchText: `a${NUL}`,
      }),
      400,
      forbiddenIn('searchText'),
    );
    expectRefusal(
      await send('POST', '/api/content/paged/141', asAna(), { page: 1, searchTags: ['\uD800'] }),
      400,
      forbiddenIn('searchTags.0'),
    );
    expectRefusal(
      await send('POST', '/api/assessment/1', asAna(), { email: 'ana\uD800@aurora.test' }),
      400,
      forbiddenIn('email'),
    );
  });

  it('the upload form: title and file name', async () => {
    const sendForm = (form: ReturnType<typeof uploadForm>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/uploads/usercontent',
        headers: { ...asAna(), 'content-type': form.contentType ?? '' },
        payload: form.payload,
      });
    expectRefusal(
      await sendForm(uploadForm('201', { field: 'title', value: Buffer.from(`Foto${NUL}`) })),
      400,
      forbiddenIn('title'),
    );
    expectRefusal(
      await sendForm(uploadForm('201', { fileName: `mural${NUL}.png` })),
      400,
      'O nome do arquivo contém caracteres não permitidos.',
    );
    // The form itself still works.
    expect((await sendForm(uploadForm('201'))).statusCode).toBe(201);
  });
});

describe('malformed addresses and encodings', () => {
  it('a path that is not UTF-8: pt-BR, not echoed, with the usual headers', async () => {
    for (const url of ['/api/content/find/%E0%A4%A', '/api/content/find/%ED%A0%80', '/api/users/%FF']) {
      const response = await send('GET', url, asAna());
      expectRefusal(response, 400, 'O endereço da requisição é inválido: contém uma codificação malformada.');
      expect(response.body).not.toContain('%');
    }
  });

  it('a query string that is not UTF-8, or holds a NUL', async () => {
    for (const query of ['searchText=%FF', 'searchText=%E0%A4%A', 'searchText=%00', 'searchText=%'])
      expectRefusal(
        await send('GET', `/api/users?${query}`, asAna()),
        400,
        'O endereço da requisição é inválido: contém uma codificação malformada.',
      );
  });

  it('an overlong address or path parameter', async () => {
    expectRefusal(
      await send('GET', `/api/users?searchText=${'a'.repeat(5000)}`, asAna()),
      414,
      'O endereço da requisição é longo demais.',
    );
    expectRefusal(
      await send('GET', `/api/content/find/${'1'.repeat(200)}`, asAna()),
      414,
      'Uma parte do endereço da requisição é longa demais.',
    );
  });

  it('a JSON body in another charset, or not UTF-8', async () => {
    const login = JSON.stringify({ username: 'ana@aurora.test', password, idAppType: 1 });
    expectRefusal(
      await send(
        'POST',
        '/api/login',
        { host: aurora, 'content-type': 'application/json; charset=latin1' },
        login,
      ),
      415,
      'Codificação do corpo não suportada; envie o JSON em UTF-8.',
    );
    const latin1 = Buffer.from('{"username":"jo\xe3o@aurora.test","password":"x","idAppType":1}', 'latin1');
    expectRefusal(
      await send('POST', '/api/login', { host: aurora, 'content-type': 'application/json' }, latin1),
      400,
      'O corpo da requisição não está em UTF-8 válido.',
    );
    // UTF-8 named as such still signs in.
    const ok = await send(
      'POST',
      '/api/login',
      { host: aurora, 'content-type': 'application/json; charset=UTF-8' },
      login,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('a multipart body without its boundary', async () => {
    expectRefusal(
      await send('POST', '/api/upload', { ...asAna(), 'content-type': 'multipart/form-data' }, '--x--\r\n'),
      400,
      'O corpo multipart/form-data está malformado.',
    );
  });

  /** Raw bytes to the listening server: what Node's HTTP parser refuses never reaches Fastify. */
  function rawRequest(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connectTcp(port, '127.0.0.1', () => socket.end(bytes));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('requests the HTTP parser refuses: pt-BR, with the usual headers', async () => {
    const overlong = await rawRequest(
      `GET /api/users?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${aurora}\r\n\r\n`,
    );
    expect(overlong).toMatch(/^HTTP\/1\.1 431 /);
    expect(overlong).toContain('"message":"Os cabeçalhos da requisição são grandes demais."');
    const broken = await rawRequest(`GET /api/users HTTP/1.1\r\nHost: ${aurora}\r\nBad Header\r\n\r\n`);
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(broken).toContain('"message":"Requisição HTTP malformada."');
    for (const answer of [overlong, broken]) {
      for (const [name, value] of Object.entries(securityHeaders))
        expect(answer).toContain(`${name}: ${value}\r\n`);
      expect(answer).toContain('cache-control: no-store\r\n');
      expect(answer).not.toContain('aaaaaaaa');
    }
  });
});

describe('the chat socket', () => {
  it('refuses a handshake token with a NUL or of any length, without a database error', async () => {
    for (const token of [`${ana.token}${NUL}`, 'x'.repeat(600), '\uD800']) {
      const socket = connectSocket(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { host: aurora },
        auth: { token },
      });
      const message = await new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
      socket.close();
      expect(message).toBe('Sessão expirada.');
    }
  });

  it('answers hostile room ids with the pt-BR refusal', async () => {
    const socket = connectSocket(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { host: aurora },
      auth: { token: ana.token },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    for (const room of [2_147_483_648, 'Infinity', '211\u0000', null, { $gt: 1 }, 1.5]) {
      const answer = (await socket.emitWithAck('room', room)) as { success: boolean; message?: string };
      expect(answer).toEqual({ success: false, message: 'Sala de bate-papo inválida.' });
    }
    socket.close();
  });
});
