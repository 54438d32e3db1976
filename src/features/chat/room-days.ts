// The messages of a room per day, as GET /chat/loadroom answers them: a message heard in real time is
// added under its day (a new day at the end), once, whatever order the socket and the reload come in.
import type { ChatDay, ChatMessage } from '../../api/chat';
import { momentDay, momentSortKey } from '../../shared-rules/chat-moment';

const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a.idMessage !== undefined || b.idMessage !== undefined
    ? a.idMessage === b.idMessage
    : a.moment === b.moment && a.idUser === b.idUser && a.message === b.message;

export function addMessage(days: readonly ChatDay[], message: ChatMessage): ChatDay[] {
  const date = momentDay(message.moment);
  if (!date) return [...days];
  if (days.some((day) => day.messages.some((known) => sameMessage(known, message)))) return [...days];
  const key = momentSortKey(message.moment);
  const index = days.findIndex((day) => day.date === date);
  if (index === -1)
    return [...days, { date, messages: [message] }].sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
    );
  const day = days[index]!;
  // After every message of the same moment or earlier: the order the server stored them in.
  let at = day.messages.length;
  while (at > 0 && momentSortKey(day.messages[at - 1]!.moment) > key) at--;
  const messages = [...day.messages.slice(0, at), message, ...day.messages.slice(at)];
  return days.map((entry, position) => (position === index ? { ...entry, messages } : entry));
}

export const countMessages = (days: readonly ChatDay[]) =>
  days.reduce((total, day) => total + day.messages.length, 0);
