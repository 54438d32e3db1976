// The votes area's SQL (table section_votes): every learner's votes on an element, the learner's own,
// and the learner's vote stored or replaced.
import type { Queryable } from '../db/database.ts';
import type { StoredVotes, VotedElementType } from './rules.ts';

export interface Voter {
  idApp: number;
  idUser: number;
}

export interface VotedElement {
  type: VotedElementType;
  id: number;
}

/** Every learner's votes on the element, and the voter's own (0: none). */
export async function storedVotesOf(
  db: Queryable,
  voter: Voter,
  element: VotedElement,
): Promise<StoredVotes & { mine: number }> {
  const [row] = await db.query<{ count: number; sum: number; mine: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(vote), 0)::int AS sum,
            coalesce(max(vote) FILTER (WHERE id_user = $4), 0)::int AS mine
       FROM section_votes WHERE id_app = $1 AND element_type = $2 AND id_element = $3`,
    [voter.idApp, element.type, element.id, voter.idUser],
  );
  return { count: row?.count ?? 0, sum: row?.sum ?? 0, mine: row?.mine ?? 0 };
}

/**
 * Stores the voter's vote, replacing their last one. One statement, so two votes of the same learner
 * at once leave one row (the later wins) instead of a duplicate-key error.
 */
export async function setVote(db: Queryable, voter: Voter, element: VotedElement, vote: number, now: Date) {
  await db.query(
    `INSERT INTO section_votes (id_app, id_user, element_type, id_element, vote, voted_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id_app, id_user, element_type, id_element)
     DO UPDATE SET vote = EXCLUDED.vote, voted_at = EXCLUDED.voted_at`,
    [voter.idApp, voter.idUser, element.type, element.id, vote, now],
  );
}
