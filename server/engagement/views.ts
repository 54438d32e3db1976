// A content item as one learner sees it (GET /content/find): built from what the store read. Pure,
// unit-tested (views.test.ts).
import type { ContentItem } from '../fixtures/tenant-fixture-types.ts';

export interface LearnerState {
  /** The learner's own progress on the item, if any. */
  own?: { lastPosition: number | null; vote: number | null; timeExecuted: number };
  /** The votes of every learner of the tenant on the item. */
  votes: { count: number; sum: number };
  /** The fixture's duration, else one the app measured. */
  duration?: number;
}

/**
 * The item with the learner's last position, vote and time, the votes of every learner added to the
 * fixture's rating (rounded to 2 places), and the known duration.
 */
export function learnerView(item: ContentItem, { own, votes, duration }: LearnerState): ContentItem {
  const result: ContentItem = { ...item };
  if (votes.count > 0) {
    const before = item.numberVotes ?? 0;
    const total = (item.rating ?? 0) * before + votes.sum;
    result.numberVotes = before + votes.count;
    result.rating = Math.round((total / result.numberVotes) * 100) / 100;
  }
  if (own?.lastPosition != null) result.lastPosition = own.lastPosition;
  if (own?.vote != null) result.vote = own.vote;
  if (own && own.timeExecuted > 0) result.timeExecuted = own.timeExecuted;
  if (duration !== undefined) result.duration = duration;
  return result;
}
