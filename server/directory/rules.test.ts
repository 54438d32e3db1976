import { describe, expect, it } from 'vitest';
import { agenda, directoryPageSize, nameMatches, peoplePage } from './rules.ts';

describe('the people directory', () => {
  it('matches names with the case-sensitive rule of content-app.md 5', () => {
    expect(nameMatches('Ana Souza', 'Sou')).toBe(true);
    expect(nameMatches('Ana Souza', 'sou')).toBe(false);
    expect(nameMatches('Ana Souza', '')).toBe(true);
  });
});

describe('a page of the directory', () => {
  const people = ['Ana Souza', 'Bruno Ana', 'Carla', ...Array.from({ length: 20 }, (_, n) => `Ana ${n}`)].map(
    (name) => ({ name, email: `${name}@aurora.test` }),
  );

  it(`answers the first ${directoryPageSize} * page matches and how many match in all`, () => {
    const first = peoplePage(people, 'Ana', 1);
    expect(first.totalRecord).toBe(22);
    expect(first.userList).toHaveLength(directoryPageSize);
    expect(peoplePage(people, 'Ana', 3).userList).toHaveLength(22);
    expect(peoplePage(people, 'ana', 1)).toEqual({ userList: [], totalRecord: 0 });
  });
});

describe('the agenda', () => {
  const event = (idSchedule: number, idScheduleType: number, startDate: string) =>
    ({ idSchedule, idScheduleType, startDate }) as Parameters<typeof agenda>[0][number];
  const events = [
    event(1, 2, '2026-12-03T10:00:00Z'),
    event(2, 1, '2026-12-01T10:00:00Z'),
    event(3, 3, '2026-12-02T10:00:00Z'),
  ];

  it('lists the events of the wanted types, the soonest first', () => {
    expect(agenda(events).map((one) => one.idSchedule)).toEqual([2, 3, 1]);
    expect(agenda(events, '1,2').map((one) => one.idSchedule)).toEqual([2, 1]);
    expect(agenda(events, '9')).toEqual([]);
  });
});
