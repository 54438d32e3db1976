import { describe, expect, it } from 'vitest';
import { groupByDay, inTimeOrder } from './views.ts';

// Moments are "dd-mm-yyyy hh:mm:ss" with a zero-based month: "22-10-2026" is 22 November 2026.
const message = (moment: string, text: string) => ({ moment, user: 'Ana', message: text });

describe('a chat room as it is answered', () => {
  it('orders messages by moment, keeping the order of those of the same second', () => {
    const ordered = inTimeOrder([
      message('22-10-2026 10:00:05', 'b'),
      message('21-10-2026 09:00:00', 'a'),
      message('22-10-2026 10:00:05', 'c'),
    ]);
    expect(ordered.map((one) => one.message)).toEqual(['a', 'b', 'c']);
  });

  it('groups consecutive messages per day and leaves out a moment it cannot read', () => {
    const days = groupByDay([
      message('21-10-2026 09:00:00', 'a'),
      message('22-10-2026 10:00:05', 'b'),
      message('2026-11-22 10:30:00', 'unreadable'),
      message('22-10-2026 11:00:00', 'c'),
    ]);
    expect(days.map((day) => [day.date, day.messages.map((one) => one.message)])).toEqual([
      ['2026-11-21', ['a']],
      ['2026-11-22', ['b', 'c']],
    ]);
  });
});
