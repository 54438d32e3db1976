import { describe, expect, it } from 'vitest';
import type { ChatDay, ChatMessage } from '../../api/chat';
import { addMessage, countMessages } from './room-days';

const message = (moment: string, text: string, idMessage?: number): ChatMessage => ({
  moment,
  idUser: 2,
  user: 'Rodrigo Teixeira',
  message: text,
  ...(idMessage === undefined ? {} : { idMessage }),
});

const days: ChatDay[] = [
  {
    date: '2026-11-19',
    messages: [message('19-10-2026 09:00:00', 'a'), message('19-10-2026 18:00:00', 'b', 1)],
  },
  { date: '2026-11-20', messages: [message('20-10-2026 08:00:00', 'c', 2)] },
];

const texts = (list: ChatDay[]) => list.map((day) => [day.date, day.messages.map((entry) => entry.message)]);

describe('the messages of a room per day', () => {
  it('adds a message under its day, in time order', () => {
    expect(texts(addMessage(days, message('20-10-2026 09:30:00', 'd', 3)))).toEqual([
      ['2026-11-19', ['a', 'b']],
      ['2026-11-20', ['c', 'd']],
    ]);
    expect(texts(addMessage(days, message('19-10-2026 12:00:00', 'e', 4)))).toEqual([
      ['2026-11-19', ['a', 'e', 'b']],
      ['2026-11-20', ['c']],
    ]);
  });

  it('opens a new day where it belongs', () => {
    expect(texts(addMessage(days, message('21-10-2026 07:00:00', 'f', 5))).map(([date]) => date)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(texts(addMessage([], message('21-10-2026 07:00:00', 'f', 5)))).toEqual([['2026-11-21', ['f']]]);
  });

  it('adds a message only once, however often it is heard', () => {
    expect(addMessage(days, message('20-10-2026 08:00:00', 'c', 2))).toEqual(days);
    expect(addMessage(days, message('19-10-2026 09:00:00', 'a'))).toEqual(days);
    // Same second, same text, another stored message: both stay.
    expect(countMessages(addMessage(days, message('20-10-2026 08:00:00', 'c', 9)))).toBe(4);
  });

  it('ignores a message without a valid moment and never changes the list it is given', () => {
    const before = structuredClone(days);
    expect(addMessage(days, message('ontem', 'x', 8))).toEqual(days);
    addMessage(days, message('20-10-2026 09:30:00', 'd', 3));
    expect(days).toEqual(before);
  });
});
