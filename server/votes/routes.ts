// Votes on a section's tile in the content app (the tiles of section type 48 show the stars of the
// section they open), for signed-in users of the host's tenant:
//   GET  /api/votes/SECTION/{id}          -> {rating, numberVotes, vote}
//   POST /api/votes/SECTION/{id} {vote}   -> the same, after storing the learner's vote (1 to 5 stars;
//                                            voting again replaces it)
// rating and numberVotes are the fixture's tile with every learner's vote added (rules.ts); vote is the
// learner's own (0: none). A section the tenant's menu does not have is a 404. A content's votes are
// POST /api/ranking/vote/ (engagement); the element type leaves room to bring them here.
import { authenticatedOf } from '../auth/session-guard.ts';
import type { Queryable } from '../db/database.ts';
import type { MenuSection } from '../fixtures/tenant-fixture-types.ts';
import { apiSchema, localSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { baselineOf, combinedTally, votedElementTypes, type VotedElementType } from './rules.ts';
import { setVote, storedVotesOf, type VotedElement, type Voter } from './store.ts';

const params = localSchema<{ elementType: VotedElementType; id: number }>({
  type: 'object',
  required: ['elementType', 'id'],
  properties: {
    elementType: { enum: [...votedElementTypes] },
    id: { type: 'integer', minimum: 1 },
  },
});

/** The section when the learner's tenant has it in its menu, else a 404. */
function sectionOf(menu: readonly MenuSection[], element: VotedElement): VotedElement {
  if (!menu.some((section) => section.idSection === element.id)) refuse(404, messages.sectionNotFound);
  return element;
}

async function answer(db: Queryable, menu: readonly MenuSection[], voter: Voter, element: VotedElement) {
  const { mine, ...stored } = await storedVotesOf(db, voter, element);
  return { success: true, ...combinedTally(baselineOf(menu, element.id), stored), vote: mine };
}

export const votesArea: Area = {
  name: 'votes',
  routes: ({ db, now }) => [
    route({
      method: 'GET',
      url: '/api/votes/:elementType/:id',
      params,
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const { elementType, id } = request.params;
        const element = sectionOf(tenant.menu, { type: elementType, id });
        return answer(db, tenant.menu, { idApp: tenant.idApp, idUser: session.idUser }, element);
      },
    }),
    route({
      method: 'POST',
      url: '/api/votes/:elementType/:id',
      params,
      body: apiSchema('vote-body'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const voter = { idApp: tenant.idApp, idUser: session.idUser };
        const { elementType, id } = request.params;
        const element = sectionOf(tenant.menu, { type: elementType, id });
        await setVote(db, voter, element, request.body.vote, now());
        return answer(db, tenant.menu, voter, element);
      },
    }),
  ],
};
