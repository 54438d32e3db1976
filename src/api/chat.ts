// GET /chat/loadroom/{id} and POST /chat/savemessageroom/{id} (content-app.md 7): a room's messages
// per day, and saving one. The realtime side is src/api/realtime.ts.
import { queryOptions } from '@tanstack/react-query';
import type { ChatMessage, ChatRoomResponse } from '../generated/types';
import { formatMoment, momentDay } from '../shared-rules/chat-moment';
import { api } from './instance';

export type ChatDay = ChatRoomResponse['data'][number];
export type { ChatMessage };

export const chatKeys = {
  room: (room: number) => ['chat', 'room', room] as const,
};

export const chatRoomQuery = (room: number) =>
  queryOptions({
    queryKey: chatKeys.room(room),
    queryFn: async (): Promise<ChatDay[]> =>
      (await api().request('GET', `/chat/loadroom/${room}`, { schema: 'api/chat-room-response' })).data,
    // New messages arrive through the socket: refetching on focus would only repeat them.
    refetchOnWindowFocus: false,
  });

/**
 * Saves one message in the spec's payload, data[{date, messages[{moment, user, message}]}], and answers
 * it as the server stored it: the server sets the author and the moment, so this copy is the one shown.
 */
export async function saveChatMessage(room: number, text: string, user: string): Promise<ChatMessage> {
  const moment = formatMoment(new Date());
  const response = await api().request('POST', `/chat/savemessageroom/${room}`, {
    schema: 'api/chat-room-response',
    body: { data: [{ date: momentDay(moment), messages: [{ moment, user, message: text }] }] },
  });
  const saved = response.data[0]?.messages[0];
  if (!saved) throw new Error(`POST /chat/savemessageroom/${room} answered no message`);
  return saved;
}
