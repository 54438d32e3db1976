// Chat rooms (content-app.md 2.6, 3 "Chat message", 5 "an empty message is not sent", 7): the history of
// a room per day, saving a message, and the realtime channel (chat-socket.ts) on the same server.
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { chatRoomExists, groupByDay, loadChatRoom, saveChatMessage } from '../store/chat-store.ts';
import { findUserById } from '../store/user-store.ts';
import { chatMessages, messageMaxLength } from './chat-messages.ts';
import { attachChatSocket } from './chat-socket.ts';

const roomParams = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  },
} as const;

/**
 * The spec's payload, data[{date, messages[{moment, user, message}]}], holding the ONE new message.
 * Only its text is read: the server sets the author from the session and the moment from its clock.
 */
const saveSchema = {
  ...roomParams,
  body: {
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'array',
        minItems: 1,
        maxItems: 1,
        items: {
          type: 'object',
          required: ['messages'],
          properties: {
            date: { type: 'string' },
            messages: {
              type: 'array',
              minItems: 1,
              maxItems: 1,
              items: {
                type: 'object',
                required: ['message'],
                properties: {
                  message: { type: 'string' },
                  moment: { type: 'string' },
                  user: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
  },
} as const;

interface SaveBody {
  data: [{ date?: string; messages: [{ message: string; moment?: string; user?: string }] }];
}

/** Only signed-in users of the host's tenant; the socket checks the same token in its handshake. */
export async function chatRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  const io = attachChatSocket(app.server, context, app.limits);
  // Open sockets would keep the HTTP server from closing: they go first, then the server closes.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });

  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Params: { id: number } }>(
    '/chat/loadroom/:id',
    { schema: roomParams },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const room = request.params.id;
      if (!(await chatRoomExists(context.db, tenant, room)))
        return reply.code(404).send(failure(chatMessages.roomNotFound));
      return { success: true, data: await loadChatRoom(context.db, tenant.idApp, room) };
    },
  );

  app.post<{ Params: { id: number }; Body: SaveBody }>(
    '/chat/savemessageroom/:id',
    { schema: saveSchema, preHandler: app.limits.perUser('chatMessagesPerUser') },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const room = request.params.id;
      const text = request.body.data[0].messages[0].message.trim();
      if (!text) return reply.code(400).send(failure(chatMessages.emptyMessage));
      if ([...text].length > messageMaxLength)
        return reply.code(400).send(failure(chatMessages.messageTooLong));
      if (!(await chatRoomExists(context.db, tenant, room)))
        return reply.code(404).send(failure(chatMessages.roomNotFound));
      const author = await findUserById(context.db, tenant.idApp, session.idUser);
      const saved = await saveChatMessage(context.db, tenant.idApp, {
        room,
        idUser: session.idUser,
        user: author?.name ?? '',
        message: text,
        sentAt: context.now(),
      });
      return { success: true, data: groupByDay([saved]) };
    },
  );
}
