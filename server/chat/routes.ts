// Chat rooms (content-app.md 2.6, 3 "Chat message", 5 "an empty message is not sent", 7), for signed-in
// users of the host's tenant; the socket checks the same token in its handshake:
//   GET  /api/chat/loadroom/{id}        -> the room's history, per day
//   POST /api/chat/savemessageroom/{id} -> saves one message, answered as readers will see it
// and the realtime channel (chat-socket.ts) at /socket.io on the same server.
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { findUserById } from '../auth/store.ts';
import { attachChatSocket } from './chat-socket.ts';
import { chatMessages, messageMaxLength } from './messages.ts';
import { chatRoomExists, loadChatRoom, saveChatMessage } from './store.ts';
import { groupByDay } from './views.ts';

export const chatArea: Area = {
  name: 'chat',
  setup: async (app, context) => {
    const io = attachChatSocket(app.server, context, app.limits);
    // Open sockets would keep the HTTP server from closing: they go first, then the server closes.
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
      io.engine.close();
    });
  },
  routes: ({ db, now }, app) => [
    route({
      method: 'GET',
      url: '/api/chat/loadroom/:id',
      params: idParams('id'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const room = request.params.id;
        if (!(await chatRoomExists(db, tenant, room))) return refuse(404, chatMessages.roomNotFound);
        return { success: true, data: await loadChatRoom(db, tenant.idApp, room) };
      },
    }),
    route({
      method: 'POST',
      url: '/api/chat/savemessageroom/:id',
      params: idParams('id'),
      body: apiSchema('chat-message-body'),
      preHandler: app.limits.perUser('chatMessagesPerUser'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const room = request.params.id;
        const text = request.body.data[0].messages[0].message.trim();
        if (!text) return refuse(400, chatMessages.emptyMessage);
        if ([...text].length > messageMaxLength) return refuse(400, chatMessages.messageTooLong);
        if (!(await chatRoomExists(db, tenant, room))) return refuse(404, chatMessages.roomNotFound);
        const author = await findUserById(db, tenant.idApp, session.idUser);
        const saved = await saveChatMessage(db, tenant.idApp, {
          room,
          idUser: session.idUser,
          user: author?.name ?? '',
          message: text,
          sentAt: now(),
        });
        return { success: true, data: groupByDay([saved]) };
      },
    }),
  ],
};
