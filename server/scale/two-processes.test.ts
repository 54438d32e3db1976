// Two real API processes on one PostgreSQL and one Redis, behind a round-robin balancer without
// stickiness (issue 17, "Scale" and its acceptance): chat crosses processes, the login limit is one count
// for both, an upload stored by one is read by the other, and /healthz tells the truth. Needs
// TEST_DATABASE_URL and REDIS_URL (npm test's PostgreSQL run sets both); skipped without them.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatChannels, JOIN_ROOM_EVENT } from '../../src/shared-rules/chat-events.ts';
import { realtimeTransports } from '../../src/shared-rules/realtime-transports.ts';
import { startApiProcess, type ApiProcess } from '../test-support/api-process.ts';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../test-support/test-database.ts';
import { testRedisUrl } from '../test-support/test-redis.ts';
import { aurora, horizonte, password } from '../test-support/test-server.ts';
import { startBalancer, type Balancer } from '../test-support/round-robin-balancer.ts';

/** Ceilings, never waits: a start takes seconds on an idle machine, minutes on a loaded one. */
const startCeilingMs = 240_000;
const conditionCeilingMs = 60_000;

interface Answer {
  status: number;
  body: string;
  raw: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/** A request with the tenant's Host header (fetch may not set one). */
function call(
  port: number,
  method: string,
  url: string,
  {
    token,
    body,
    type = 'application/json',
    host = aurora,
  }: { token?: string; body?: Buffer | string; type?: string; host?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { host };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = type;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString();
        resolve({ status: response.statusCode ?? 0, body: text, raw, json: () => JSON.parse(text) });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + conditionCeilingMs;
  for (;;) {
    const result = await check().catch(() => undefined);
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`not within ${conditionCeilingMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const ready = Boolean(testDatabaseUrl && testRedisUrl);

describe.skipIf(!ready)('two API processes behind a round-robin balancer', () => {
  let database: TestDatabase;
  let filesDir: string;
  const processes: ApiProcess[] = [];
  let balancer: Balancer | undefined;
  const sockets: Socket[] = [];

  beforeAll(
    async () => {
      database = await createTestDatabase();
      filesDir = await mkdtemp(path.join(tmpdir(), 'two-processes-files-'));
      const { connectionString } = database.config as { connectionString: string };
      const env = {
        DATABASE_URL: connectionString,
        REDIS_URL: testRedisUrl!,
        REDIS_PREFIX: `test:${randomUUID()}:`,
      };
      const args = ['--files-dir', filesDir, '--trust-proxy', 'loopback'];
      // One after the other: this test is about running together, not about starting together.
      for (let started = 0; started < 2; started++)
        processes.push(await startApiProcess(args, env, startCeilingMs));
      balancer = await startBalancer(processes.map(({ port }) => port));
    },
    2 * startCeilingMs + 30_000,
  );

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await balancer?.close();
    await Promise.all(processes.map((process) => process.stop()));
    await database?.drop();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  const login = async (username: string, host = aurora) => {
    const answer = await call(balancer!.port, 'POST', '/api/login', {
      body: JSON.stringify({ username, password, idAppType: 1 }),
      host,
    });
    expect(answer.status, answer.body).toBe(200);
    return answer.json<{ token: string }>().token;
  };

  const socketOn = async (port: number, token: string) => {
    const socket = connect(`http://127.0.0.1:${port}`, {
      // As the app connects (src/api/realtime.ts): WebSocket first.
      transports: [...realtimeTransports.transports],
      tryAllTransports: realtimeTransports.tryAllTransports,
      reconnection: false,
      extraHeaders: { host: aurora },
      auth: { token },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };

  it('passes a chat message from a client of one process to a client of the other', async () => {
    const [ana, carla] = [await login('ana@aurora.test'), await login('carla@aurora.test')];
    const [first, second] = processes as [ApiProcess, ApiProcess];
    const sender = await socketOn(first.port, ana);
    const listener = await socketOn(second.port, carla);
    expect(await sender.emitWithAck(JOIN_ROOM_EVENT, 211)).toEqual({ success: true });
    expect(await listener.emitWithAck(JOIN_ROOM_EVENT, 211)).toEqual({ success: true });

    const saying = {
      data: [
        { date: '2026-11-20', messages: [{ moment: '20-11-2026 09:00:00', user: 'Ana', message: 'oi' }] },
      ],
    };
    const saved = await call(first.port, 'POST', '/api/chat/savemessageroom/211', {
      token: ana,
      body: JSON.stringify(saying),
    });
    expect(saved.status, saved.body).toBe(200);
    const message = saved.json<{ data: [{ messages: [{ idMessage: number }] }] }>().data[0].messages[0];
    const heard = new Promise((resolve, reject) => {
      listener.once(chatChannels.room.receive, resolve);
      setTimeout(() => reject(new Error('the other process never passed it on')), conditionCeilingMs);
    });
    sender.emit(chatChannels.room.send, { room: 211, idMessage: message.idMessage });
    expect(await heard).toMatchObject({ idMessage: message.idMessage, message: 'oi' });
  });

  it('connects sockets through the balancer without sticky sessions', async () => {
    const token = await login('rodrigo.teixeira@aurora.test');
    const connected = await Promise.all(Array.from({ length: 6 }, () => socketOn(balancer!.port, token)));
    expect(connected.every((socket) => socket.connected)).toBe(true);
  });

  it('takes 50 simultaneous first opens of one content on both processes: 50 x 2xx, one content enrolment', async () => {
    const token = await login('bruno@horizonte.test', horizonte);
    // Bruno's enrolment 511 has no content enrolment of 3701 yet (fixtures/horizonte, learning.json).
    const body = JSON.stringify({
      idNodeEnrollment: 51100,
      idEnrollment: 511,
      idContentItem: 3701,
      idUser: 1,
      progress: 0,
      status: 'IN_PROGRESS',
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(balancer!.port, 'POST', '/api/learning/content-enrollments/', {
          token,
          body,
          host: horizonte,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 300).map((answer) => answer.body)).toEqual([]);
    const ids = answers.map(
      (answer) => answer.json<{ data: { idContentEnrollment: number } }>().data.idContentEnrollment,
    );
    expect(new Set(ids).size).toBe(1);
    const { connectionString } = database.config as { connectionString: string };
    const client = new Client({ connectionString });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT count(*)::int AS count FROM learning_content_enrollments c JOIN apps a ON a.id_app = c.id_app
            WHERE a.bucket = 'horizonte.localhost' AND c.id_enrollment = 511 AND c.id_content_item = 3701`,
      );
      expect(rows[0].count).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('refuses the 11th wrong password, whichever process counts it', async () => {
    const wrong = (attempt: number) =>
      call(balancer!.port, 'POST', '/api/login', {
        body: JSON.stringify({
          username: 'ana.batista@aurora.test',
          password: `errada${attempt}`,
          idAppType: 1,
        }),
      });
    // Round robin: the ten failures alternate between the two processes.
    for (let attempt = 1; attempt <= 10; attempt++) expect((await wrong(attempt)).status).toBe(401);
    const eleventh = await wrong(11);
    expect(eleventh.status).toBe(429);
    expect(eleventh.json().message).toBe('Muitas tentativas de login. Aguarde 15 minutos e tente novamente.');
  });

  it('reads on one process the file uploaded through the other', async () => {
    const [first, second] = processes as [ApiProcess, ApiProcess];
    const token = await login('carla@aurora.test');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.set('idSection', '201');
    form.set('title', 'Foto de um processo');
    form.set('description', 'Lida pelo outro.');
    form.set('fileData', new Blob([png], { type: 'image/png' }), 'foto.png');
    const encoded = new Response(form);
    const uploaded = await call(first.port, 'POST', '/api/uploads/usercontent', {
      token,
      body: Buffer.from(await encoded.arrayBuffer()),
      type: encoded.headers.get('content-type')!,
    });
    expect(uploaded.status, uploaded.body).toBe(201);
    const { url } = uploaded.json<{ data: { url: string } }>().data;
    const read = await call(second.port, 'GET', url);
    expect(read.status).toBe(200);
    expect(read.raw.equals(png)).toBe(true);
  });

  it('answers /healthz 200 while the database and Redis answer, 503 once the database is gone', async () => {
    for (const { port } of processes)
      expect((await call(port, 'GET', '/healthz')).json()).toEqual({
        status: 'ok',
        database: 'ok',
        redis: 'ok',
      });
    const { connectionString } = database.config as { connectionString: string };
    const url = new URL(connectionString);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = new Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
    for (const { port } of processes) {
      const answer = await until('/healthz answers 503', async () => {
        const health = await call(port, 'GET', '/healthz');
        return health.status === 503 ? health : undefined;
      });
      expect(answer.json()).toEqual({ status: 'unavailable', database: 'unreachable', redis: 'ok' });
    }
  });
});

describe.skipIf(ready)('two API processes (skipped)', () => {
  it.skip('needs TEST_DATABASE_URL (a PostgreSQL server) and REDIS_URL: npm test sets both', () => {});
});
