// Votes on a section's tile (content-app.md 2.5 type 48: "a star rating widget and a label inviting
// rating"): one query per section, a vote answers the new numbers. Contents vote through
// POST /ranking/vote/ (engagement.ts).
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';

export const voteKeys = {
  section: (idSection: number) => ['votes', 'SECTION', idSection] as const,
};

/** GET /votes/SECTION/{id}: the stars, how many voted, and the learner's own vote (0: none yet). */
export const sectionVotesQuery = (idSection: number) =>
  queryOptions({
    queryKey: voteKeys.section(idSection),
    queryFn: () => api().request('GET', `/votes/SECTION/${idSection}`, { schema: 'api/votes-response' }),
  });

/** POST /votes/SECTION/{id} {vote}: a whole number of stars, 1 to 5; voting again replaces it. */
export const voteOnSection = (idSection: number, vote: number) =>
  api().request('POST', `/votes/SECTION/${idSection}`, { schema: 'api/votes-response', body: { vote } });
