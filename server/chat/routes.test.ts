import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  horizonte,
  startTestServer,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { expectRefusals, expectSessionRequired } from '../test-support/refusals.ts';
import { chatMessages } from './messages.ts';

// The server's clock, fixed: 15:04:05 UTC is 12:04:05 on the chat's clock (America/Sao_Paulo).
const clock = new Date('2026-11-20T15:04:05Z');

const live = useLearnerServer({ now: () => clock });
let rodrigo: string;
let port: number;
beforeAll(async () => {
  rodrigo = await live.login(aurora, 'rodrigo.teixeira@aurora.test');
  await live.app.listen({ port: 0, host: '127.0.0.1' });
  port = (live.app.server.address() as AddressInfo).port;
});

interface Message {
  moment: string;
  idUser?: number;
  user: string;
  message: string;
  room?: number;
  idMessage?: number;
}
interface Day {
  date: string;
  messages: Message[];
}

/** The spec's payload with one message, as the app sends it. */
const saying = (message: string, extra: Record<string, unknown> = {}) => ({
  data: [
    {
      date: '2026-11-20',
      messages: [{ moment: '20-10-2026 09:00:00', user: 'Ana Souza', message, ...extra }],
    },
  ],
});

describe('GET /api/chat/loadroom/:id', () => {
  it("answers the room's demo messages grouped per day, oldest first", async () => {
    const response = await live.get('/api/chat/loadroom/211', bearer(aurora, live.ana));
    const { data } = answerOf<{ data: Day[] }>(response, 'api/chat-room-response.json');
    expect(data.map((day) => day.date).slice(0, 2)).toEqual(['2026-11-19', '2026-11-20']);
    expect(data[0]?.messages.map((message) => message.user)).toEqual([
      'Rodrigo Teixeira',
      'Ana Souza',
      'Beatriz Almeida',
    ]);
    expect(data[0]?.messages[0]).toMatchObject({ moment: '19-10-2026 09:12:40', idUser: 9301, room: 211 });
  });

  it('is 404 for a room nothing of the tenant opens, 400 for a non-number, 401 without a session', async () => {
    expectFailure(
      await live.get('/api/chat/loadroom/999', bearer(aurora, live.ana)),
      404,
      chatMessages.roomNotFound,
    );
    expectFailure(await live.get('/api/chat/loadroom/abc', bearer(aurora, live.ana)), 400, /id/);
    expectFailure(await live.get('/api/chat/loadroom/211', { host: aurora }), 401, 'Sessão expirada.');
  });

  it("refuses another tenant's token and never shows one tenant's room to another", async () => {
    expectFailure(
      await live.get('/api/chat/loadroom/211', bearer(aurora, live.bruno)),
      401,
      'Sessão expirada.',
    );
    expectFailure(
      await live.get('/api/chat/loadroom/211', bearer(horizonte, live.bruno)),
      404,
      chatMessages.roomNotFound,
    );
  });
});

describe('POST /api/chat/savemessageroom/:id', () => {
  it('stores the text under the day of the server clock, with the author of the session', async () => {
    const response = await live.post(
      '/api/chat/savemessageroom/211',
      bearer(aurora, live.ana),
      // A client claiming to be someone else, at another time: only the text is taken.
      saying('  Combinado, até sexta!  ', { user: 'Diretoria', idUser: 9301, moment: '01-00-2020 00:00:00' }),
    );
    const saved = answerOf<{ data: Day[] }>(response, 'api/chat-room-response.json').data;
    expect(saved).toHaveLength(1);
    expect(saved[0]?.date).toBe('2026-11-20');
    const message = saved[0]?.messages[0];
    expect(message).toMatchObject({
      moment: '20-10-2026 12:04:05',
      idUser: 1,
      user: 'Ana Souza',
      message: 'Combinado, até sexta!',
      room: 211,
    });

    const rows = await live.db.query<Record<string, unknown>>(
      `SELECT id_room, chat_date::text AS chat_date, moment, id_user, user_name, message
         FROM chat_messages WHERE id_message = $1`,
      [message?.idMessage],
    );
    expect(rows).toEqual([
      {
        id_room: 211,
        chat_date: '2026-11-20',
        moment: '20-10-2026 12:04:05',
        id_user: 1,
        user_name: 'Ana Souza',
        message: 'Combinado, até sexta!',
      },
    ]);

    // A reload reads it back, after the demo messages of the same day.
    const reloaded = (await live.get('/api/chat/loadroom/211', bearer(aurora, rodrigo))).json<{
      data: Day[];
    }>();
    expect(reloaded.data.at(-1)?.date).toBe('2026-11-20');
    expect(reloaded.data.at(-1)?.messages.at(-1)).toEqual(message);
  });

  it('refuses an empty or blank message and one over 1000 characters, storing nothing', async () => {
    const before = await live.db.query('SELECT 1 FROM chat_messages');
    for (const blank of ['', '   ', '\n\t '])
      expectFailure(
        await live.post('/api/chat/savemessageroom/211', bearer(aurora, live.ana), saying(blank)),
        400,
        chatMessages.emptyMessage,
      );
    expectFailure(
      await live.post('/api/chat/savemessageroom/211', bearer(aurora, live.ana), saying('a'.repeat(1001))),
      400,
      chatMessages.messageTooLong,
    );
    expect(await live.db.query('SELECT 1 FROM chat_messages')).toHaveLength(before.length);
    // Exactly 1000 is fine.
    const longest = await live.post(
      '/api/chat/savemessageroom/211',
      bearer(aurora, live.ana),
      saying('b'.repeat(1000)),
    );
    expect(longest.statusCode).toBe(200);
  });

  it('refuses a payload of another shape, an unknown room and callers without a session of the tenant', async () => {
    const url = '/api/chat/savemessageroom/211';
    await expectRefusals(
      (payload) => live.post(url, bearer(aurora, live.ana), payload),
      [
        [{ message: 'oi' }, 400, /data/],
        [{ data: [] }, 400, /data/],
        [{ data: [{ messages: [{ message: 1 }] }] }, 400, /message/],
      ],
    );
    expectFailure(
      await live.post('/api/chat/savemessageroom/999', bearer(aurora, live.ana), saying('oi')),
      404,
      chatMessages.roomNotFound,
    );
    await expectSessionRequired((headers) => live.post(url, headers, saying('oi')), aurora, live.bruno);
  });
});

describe('realtime chat (socket.io)', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.close()));

  function open(host: string, token: string | undefined): Socket {
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { host },
      auth: token ? { token } : {},
    });
    sockets.push(socket);
    return socket;
  }
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  const refusal = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected')));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  const join = (socket: Socket, room: unknown) =>
    socket.emitWithAck('room', room) as Promise<{ success: boolean; message?: string }>;
  const save = async (token: string, text: string) =>
    (await live.post('/api/chat/savemessageroom/211', bearer(aurora, token), saying(text))).json<{
      data: Day[];
    }>().data[0]!.messages[0]!;
  const nothingFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("refuses a handshake without a token, with a wrong one or with another tenant's", async () => {
    expect(await refusal(open(aurora, undefined))).toBe('Sessão expirada.');
    expect(await refusal(open(aurora, 'not-a-token'))).toBe('Sessão expirada.');
    expect(await refusal(open(aurora, live.bruno))).toBe('Sessão expirada.');
  });

  it('passes a saved message on to the others in the room, as the server stored it', async () => {
    const anaSocket = open(aurora, live.ana);
    const rodrigoSocket = open(aurora, rodrigo);
    await Promise.all([connected(anaSocket), connected(rodrigoSocket)]);
    expect(await join(anaSocket, 211)).toEqual({ success: true });
    expect(await join(rodrigoSocket, 211)).toEqual({ success: true });

    const heardByAna = new Promise<Message>((resolve) => anaSocket.once('NEW_MESSAGE_FROM_SERVER', resolve));
    let heardByRodrigo = 0;
    rodrigoSocket.on('NEW_MESSAGE_FROM_SERVER', () => heardByRodrigo++);
    const saved = await save(rodrigo, 'Chegando em 5 minutos.');
    // Whatever else the client says about the message is ignored: the stored copy goes out.
    rodrigoSocket.emit('NEW_MESSAGE_FROM_CHAT', { ...saved, user: 'Diretoria', message: 'forjada' });
    expect(await heardByAna).toEqual(saved);
    expect(saved).toMatchObject({ user: 'Rodrigo Teixeira', idUser: 9301 });
    expect(heardByRodrigo).toBe(0);
  });

  it("passes on nothing for a room not joined, or a message of someone else's", async () => {
    const anaSocket = open(aurora, live.ana);
    const rodrigoSocket = open(aurora, rodrigo);
    await Promise.all([connected(anaSocket), connected(rodrigoSocket)]);
    await join(rodrigoSocket, 211);
    let heard = 0;
    rodrigoSocket.on('NEW_MESSAGE_FROM_SERVER', () => heard++);
    const anasMessage = await save(live.ana, 'Mensagem da Ana');
    // Ana has not joined 211 on this socket yet.
    anaSocket.emit('NEW_MESSAGE_FROM_CHAT', anasMessage);
    await join(anaSocket, 211);
    const rodrigosMessage = await save(rodrigo, 'Mensagem do Rodrigo');
    anaSocket.emit('NEW_MESSAGE_FROM_CHAT', rodrigosMessage);
    anaSocket.emit('NEW_MESSAGE_FROM_CHAT', { room: 211, idMessage: 2_000_000 });
    anaSocket.emit('NEW_MESSAGE_FROM_CHAT', 'lixo');
    await nothingFor(300);
    expect(heard).toBe(0);
  });

  it('joins only rooms of the tenant, so tenants never hear each other', async () => {
    const brunoSocket = open(horizonte, live.bruno);
    await connected(brunoSocket);
    expect(await join(brunoSocket, 211)).toEqual({ success: false, message: chatMessages.roomNotFound });
    expect(await join(brunoSocket, 'sala')).toEqual({ success: false, message: chatMessages.invalidRoom });
    let heard = 0;
    brunoSocket.on('NEW_MESSAGE_FROM_SERVER', () => heard++);

    const anaSocket = open(aurora, live.ana);
    await connected(anaSocket);
    await join(anaSocket, 211);
    anaSocket.emit('NEW_MESSAGE_FROM_CHAT', await save(live.ana, 'Só para a Aurora'));
    await nothingFor(300);
    expect(heard).toBe(0);
  });

  it('closes its sockets when the server closes', async () => {
    const other = await startTestServer();
    const token = await other.login(aurora, 'ana@aurora.test');
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(`http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { host: aurora },
      auth: { token },
    });
    sockets.push(socket);
    await connected(socket);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await other.app.close();
    await disconnected;
    expect(socket.connected).toBe(false);
  });
});
