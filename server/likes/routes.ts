// Likes in the content app (content-app.md 4 "Like", 6 "Likes require enrollment", 7), for signed-in
// users of the host's tenant:
//   GET    /api/likes/{SECTION|CONTENT}/{id} -> {totalLikes, likedByMe, canLike}
//   POST   /api/likes/{SECTION|CONTENT}/{id} -> the same, after liking (twice is once)
//   DELETE /api/likes/{SECTION|CONTENT}/{id} -> the same, after taking the like back
// A learner who is not enrolled reads the counts (canLike false) and is refused a change (403,
// 'Para curtir, é necessário estar matriculado'); an element the tenant does not have is a 404.
import { authenticatedOf } from '../auth/session-guard.ts';
import { findContentItem } from '../content/store.ts';
import type { Queryable } from '../db/database.ts';
import { localSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import type { MenuSection } from '../fixtures/tenant-fixture-types.ts';
import { likeMessages } from './messages.ts';
import { likedElementTypes, type LikedElementType } from './rules.ts';
import { isEnrolled, likesOf, setLike, type Element, type Liker } from './store.ts';

const params = localSchema<{ elementType: LikedElementType; id: number }>({
  type: 'object',
  required: ['elementType', 'id'],
  properties: {
    elementType: { enum: [...likedElementTypes] },
    id: { type: 'integer', minimum: 1 },
  },
});

/** The element when the learner's tenant has it, else a 404. */
async function elementOf(db: Queryable, idApp: number, menu: readonly MenuSection[], element: Element) {
  if (element.type === 'SECTION') {
    if (!menu.some((section) => section.idSection === element.id)) refuse(404, messages.sectionNotFound);
  } else if (!(await findContentItem(db, idApp, element.id))) {
    refuse(404, messages.contentNotFound);
  }
  return element;
}

export const likesArea: Area = {
  name: 'likes',
  routes: ({ db, now }) => {
    const answer = async (liker: Liker, element: Element) => ({
      success: true,
      ...(await likesOf(db, liker, element)),
      canLike: await isEnrolled(db, liker),
    });
    const change = (liked: boolean) => async (request: Parameters<typeof authenticatedOf>[0]) => {
      const { tenant, session } = authenticatedOf(request);
      const liker = { idApp: tenant.idApp, idUser: session.idUser };
      const { elementType, id } = request.params as { elementType: LikedElementType; id: number };
      const element = await elementOf(db, tenant.idApp, tenant.menu, { type: elementType, id });
      if (!(await isEnrolled(db, liker))) return refuse(403, likeMessages.needsEnrollment);
      await setLike(db, liker, element, liked, now());
      return answer(liker, element);
    };
    return [
      route({
        method: 'GET',
        url: '/api/likes/:elementType/:id',
        params,
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const { elementType, id } = request.params;
          const element = await elementOf(db, tenant.idApp, tenant.menu, { type: elementType, id });
          return answer({ idApp: tenant.idApp, idUser: session.idUser }, element);
        },
      }),
      route({ method: 'POST', url: '/api/likes/:elementType/:id', params, handler: change(true) }),
      route({ method: 'DELETE', url: '/api/likes/:elementType/:id', params, handler: change(false) }),
    ];
  },
};
