// What a chat room answers (GET /chat/loadroom/{id}, POST /chat/savemessageroom/{id}): messages in
// time order, grouped per day. Pure, unit-tested (views.test.ts).
import type { ChatMessage } from '../../src/generated/types.ts';
import { momentDay, momentSortKey } from '../../src/shared-rules/chat-moment.ts';

export interface ChatDay {
  date: string;
  messages: ChatMessage[];
}

/** A stable sort by moment: messages of the same second keep the order they were written in. */
export function inTimeOrder(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages
    .map((message, order) => ({ message, order, key: momentSortKey(message.moment) }))
    .sort((a, b) => (a.key === b.key ? a.order - b.order : a.key < b.key ? -1 : 1))
    .map(({ message }) => message);
}

/** Consecutive messages of one day make a day; a message without a readable moment is left out. */
export function groupByDay(messages: readonly ChatMessage[]): ChatDay[] {
  const days: ChatDay[] = [];
  for (const message of messages) {
    const date = momentDay(message.moment);
    if (!date) continue;
    const last = days.at(-1);
    if (last?.date === date) last.messages.push(message);
    else days.push({ date, messages: [message] });
  }
  return days;
}
