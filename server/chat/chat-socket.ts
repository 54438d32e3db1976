// The realtime side of the chat (content-app.md 7): socket.io on the API's own HTTP server, at
// /socket.io. The handshake carries the bearer token (auth: {token}) and is checked like every API call:
// a live token issued by the tenant of the Host header, or the connection is refused. Rooms are
// namespaced by tenant, so two tenants' room 211 never hear each other. A client only announces which
// of ITS stored messages to pass on; the server reads it back and sends the stored copy, so the author,
// the moment and the text others receive are never the sender's word.
import type { Server as HttpServer } from 'node:http';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { findSession } from '../auth/session-tokens.ts';
import { checkText } from '../http/clean-text.ts';
import { userKey, type Limits } from '../http/rate-limits.ts';
import { failure, messages } from '../messages.ts';
import { limitMessages, waitText } from '../messages-limits.ts';
import type { RouteContext } from '../route-context.ts';
import type { Tenant } from '../tenants/store.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { chatRoomExists, findChatMessage } from './store.ts';
import { chatChannels, JOIN_ROOM_EVENT, type JoinAnswer } from '../../src/shared-rules/chat-events.ts';
import { chatMessages } from './messages.ts';
import { socketAdapterOptions } from '../realtime/socket-adapter.ts';

export const socketPath = '/socket.io';
/** What a socket over its limit hears instead of its announcement going out: `{success:false, message}`. */
export const chatLimitEvent = 'CHAT_LIMIT_REACHED';

interface SocketUser {
  tenant: Tenant;
  idUser: number;
  token: string;
}

type ChatSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketUser>;
export type ChatSocketServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketUser>;

/** The socket.io room of one chat room of one tenant. */
export const tenantRoom = (idApp: number, room: number) => `app:${idApp}:room:${room}`;

/** What a client sends is read by the rules of every API input (clean-text.ts): no NUL, bounded. */
const isTokenText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && checkText(value, 512) === undefined;

const isRoomId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

export function attachChatSocket(
  httpServer: HttpServer,
  context: RouteContext,
  limits: Limits,
): ChatSocketServer {
  const io: ChatSocketServer = new Server(httpServer, {
    path: socketPath,
    serveClient: false,
    // A message is at most 1000 characters: nothing a client sends needs more.
    maxHttpBufferSize: 16 * 1024,
    // Several API processes: rooms span them all through Redis (README "Run at scale").
    ...socketAdapterOptions(context.redis),
  });

  io.use(async (socket: ChatSocket, next) => {
    try {
      const token: unknown = socket.handshake.auth?.token;
      const tenant = await findTenantByHost(context.db, socket.handshake.headers.host);
      const session =
        tenant && isTokenText(token)
          ? await findSession(context.db, token, tenant.idApp, context.now())
          : undefined;
      if (!tenant || !session || typeof token !== 'string') return next(new Error(messages.sessionExpired));
      socket.data = { tenant, idUser: session.idUser, token };
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  io.on('connection', (socket: ChatSocket) => {
    const { tenant } = socket.data;
    // A token may be retired while its socket stays open: every announcement checks it again.
    const stillSignedIn = async () =>
      Boolean(await findSession(context.db, socket.data.token, tenant.idApp, context.now()));

    socket.on(JOIN_ROOM_EVENT, async (room: unknown, answer?: unknown) => {
      const reply = (result: JoinAnswer) => {
        if (typeof answer === 'function') answer(result);
      };
      if (!isRoomId(room)) return reply({ success: false, message: chatMessages.invalidRoom });
      if (!(await chatRoomExists(context.db, tenant, room)))
        return reply({ success: false, message: chatMessages.roomNotFound });
      await socket.join(tenantRoom(tenant.idApp, room));
      reply({ success: true });
    });

    for (const { send, receive } of Object.values(chatChannels)) {
      socket.on(send, async (announcement: unknown) => {
        const { room, idMessage } = (announcement ?? {}) as { room?: unknown; idMessage?: unknown };
        if (!isRoomId(room) || !isRoomId(idMessage)) return;
        const key = tenantRoom(tenant.idApp, room);
        if (!socket.rooms.has(key)) return;
        if (!(await stillSignedIn())) {
          socket.disconnect(true);
          return;
        }
        // The same counting as the HTTP calls (README "Limits"), per tenant and user, not per socket.
        const limit = 'chatAnnouncementsPerUser';
        const verdict = await limits.take(limit, userKey(tenant.idApp, socket.data.idUser));
        if (!verdict.allowed) {
          socket.emit(chatLimitEvent, failure(limitMessages[limit](waitText(verdict.retryAfterSeconds))));
          return;
        }
        const stored = await findChatMessage(context.db, tenant.idApp, room, idMessage);
        if (!stored || stored.idUser !== socket.data.idUser) return;
        socket.to(key).emit(receive, stored);
      });
    }
  });

  return io;
}
