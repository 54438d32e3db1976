// What may be voted on, and how a tile's stars are counted: the fixture's rating and numberVotes of
// the tile (section type 48) are votes cast before the app kept any, and the learners' votes are added
// to them. Pure, unit-tested (rules.test.ts).
import type { MenuSection } from '../fixtures/tenant-fixture-types.ts';

/** A section of the tenant's menu (a tile opens one); contents keep their votes in content_progress. */
export const votedElementTypes = ['SECTION'] as const;
export type VotedElementType = (typeof votedElementTypes)[number];

export interface Tally {
  rating: number;
  numberVotes: number;
}

/** The votes of every learner stored for an element. */
export interface StoredVotes {
  count: number;
  sum: number;
}

/**
 * The fixture's votes for a section: those of the first menu option opening it that carries any
 * (the home's menu links open the same sections without stars), else none.
 */
export function baselineOf(menu: readonly MenuSection[], idSection: number): Tally {
  for (const section of menu)
    for (const option of section.menuOption ?? [])
      if (option.sectionTo === idSection && option.numberVotes !== undefined)
        return { rating: option.rating ?? 0, numberVotes: option.numberVotes };
  return { rating: 0, numberVotes: 0 };
}

/** The baseline with the stored votes added, the average rounded to one decimal; 0 without votes. */
export function combinedTally(baseline: Tally, stored: StoredVotes): Tally {
  const numberVotes = baseline.numberVotes + stored.count;
  if (numberVotes === 0) return { rating: 0, numberVotes: 0 };
  const total = baseline.rating * baseline.numberVotes + stored.sum;
  return { rating: Math.round((total / numberVotes) * 10) / 10, numberVotes };
}
