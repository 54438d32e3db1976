import { describe, expect, it } from 'vitest';
import { isInCampaign, isRunning, rank } from './rules.ts';

const standing = (idUser: number, name: string, points: number) => ({
  idUser,
  name,
  department: null,
  points,
});

describe('ranking positions (learning-area.md 2.4, 3)', () => {
  it('orders by points, most first', () => {
    expect(
      rank([standing(1, 'Ana', 10), standing(2, 'Bia', 30), standing(3, 'Caio', 20)]).map((row) => [
        row.name,
        row.position,
      ]),
    ).toEqual([
      ['Bia', 1],
      ['Caio', 2],
      ['Ana', 3],
    ]);
  });

  it('gives a tie the same position and skips the next ones (1, 2, 2, 4)', () => {
    const ranked = rank([
      standing(1, 'Ana', 50),
      standing(2, 'Bia', 40),
      standing(3, 'Caio', 40),
      standing(4, 'Davi', 10),
    ]);
    expect(ranked.map((row) => row.position)).toEqual([1, 2, 2, 4]);
    // Names order a tie, nothing else.
    expect(ranked.map((row) => row.name)).toEqual(['Ana', 'Bia', 'Caio', 'Davi']);
  });

  it('shares the first place too, and leaves nothing out', () => {
    const ranked = rank([standing(1, 'Zé', 5), standing(2, 'Ana', 5), standing(3, 'Bia', 5)]);
    expect(ranked.map((row) => [row.name, row.position])).toEqual([
      ['Ana', 1],
      ['Bia', 1],
      ['Zé', 1],
    ]);
    expect(rank([])).toEqual([]);
  });
});

describe('who is in a campaign (2.2, 6)', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('a campaign runs when active and inside its dates', () => {
    expect(
      isRunning({ status: 1, startDate: '2026-01-01T00:00:00Z', endDate: '2026-12-31T00:00:00Z' }, now),
    ).toBe(true);
    expect(isRunning({ status: 0, startDate: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isRunning({ status: 1, endDate: '2026-11-01T00:00:00Z' }, now)).toBe(false);
    expect(isRunning({ status: 1, startDate: '2027-01-01T00:00:00Z' }, now)).toBe(false);
  });

  it('a learner is in one when a running campaign holds an activity of theirs', () => {
    const activities = [
      { idUser: 1, idCampaign: 7 },
      { idUser: 2, idCampaign: 8 },
    ];
    expect(isInCampaign(1, new Set([7]), activities)).toBe(true);
    expect(isInCampaign(2, new Set([7]), activities)).toBe(false);
    expect(isInCampaign(3, new Set([7, 8]), activities)).toBe(false);
  });
});
