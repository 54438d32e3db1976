// A tile's stars: the fixture's votes first, the learners' added, one decimal.
import { describe, expect, it } from 'vitest';
import type { MenuSection } from '../fixtures/tenant-fixture-types.ts';
import { baselineOf, combinedTally } from './rules.ts';

const menu = [
  { idSection: 1, idSectionType: 1, name: 'Início', menuOption: [{ text: 'Notícias', sectionTo: 7 }] },
  {
    idSection: 128,
    idSectionType: 48,
    name: 'Avalie',
    menuOption: [
      { text: 'Notícias', sectionTo: 7, rating: 2.4, numberVotes: 23 },
      { text: 'Outra vez', sectionTo: 7, rating: 5, numberVotes: 1 },
    ],
  },
] as unknown as MenuSection[];

describe('baselineOf', () => {
  it('takes the first option opening the section that carries votes, past a plain link', () =>
    expect(baselineOf(menu, 7)).toEqual({ rating: 2.4, numberVotes: 23 }));

  it('is no votes for a section no tile opens', () =>
    expect(baselineOf(menu, 3)).toEqual({ rating: 0, numberVotes: 0 }));
});

describe('combinedTally', () => {
  it('adds the stored votes to the baseline, rounded to one decimal', () =>
    // (2.4 × 23 + 5) / 24 = 2.508…
    expect(combinedTally({ rating: 2.4, numberVotes: 23 }, { count: 1, sum: 5 })).toEqual({
      rating: 2.5,
      numberVotes: 24,
    }));

  it('is the stored votes alone without a baseline, and 0 without any vote', () => {
    expect(combinedTally({ rating: 0, numberVotes: 0 }, { count: 2, sum: 7 })).toEqual({
      rating: 3.5,
      numberVotes: 2,
    });
    expect(combinedTally({ rating: 0, numberVotes: 0 }, { count: 0, sum: 0 })).toEqual({
      rating: 0,
      numberVotes: 0,
    });
  });
});
