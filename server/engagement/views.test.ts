import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../fixtures/tenant-fixture-types.ts';
import { learnerView } from './views.ts';

const item: ContentItem = { idContentItem: 7, idContentType: 2, text: 'Vídeo', rating: 4, numberVotes: 3 };

describe('a content as one learner sees it', () => {
  it('is the item as stored when nobody has done anything with it', () => {
    expect(learnerView(item, { votes: { count: 0, sum: 0 } })).toEqual(item);
  });

  it("adds every learner's votes to the fixture's rating, rounded to 2 places", () => {
    // (4 * 3 + 5 + 2) / 5 = 3.8; (4 * 3 + 5) / 4 = 4.25; a third of 10 rounds to 3.33.
    expect(learnerView(item, { votes: { count: 2, sum: 7 } })).toMatchObject({ rating: 3.8, numberVotes: 5 });
    expect(learnerView(item, { votes: { count: 1, sum: 5 } })).toMatchObject({
      rating: 4.25,
      numberVotes: 4,
    });
    const unrated = { ...item, rating: undefined, numberVotes: undefined };
    expect(learnerView(unrated, { votes: { count: 3, sum: 10 } })).toMatchObject({
      rating: 3.33,
      numberVotes: 3,
    });
  });

  it("adds the learner's position, vote and time, and the known duration", () => {
    const seen = learnerView(item, {
      own: { lastPosition: 42, vote: 5, timeExecuted: 300 },
      votes: { count: 0, sum: 0 },
      duration: 1315,
    });
    expect(seen).toMatchObject({ lastPosition: 42, vote: 5, timeExecuted: 300, duration: 1315 });
  });

  it('leaves out what the learner has not got', () => {
    const seen = learnerView(item, {
      own: { lastPosition: null, vote: null, timeExecuted: 0 },
      votes: { count: 0, sum: 0 },
    });
    expect(seen).not.toHaveProperty('lastPosition');
    expect(seen).not.toHaveProperty('vote');
    expect(seen).not.toHaveProperty('timeExecuted');
    expect(seen).not.toHaveProperty('duration');
  });
});
