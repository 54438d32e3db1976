// Likes in the content app (content-app.md 4 "Like", 7 "Like: POST or DELETE by element type and id"):
// a section's tile (type 48) or a content. One query per element; a toggle answers the new counts.
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';

export type LikedElementType = 'SECTION' | 'CONTENT';

export const likeKeys = {
  of: (type: LikedElementType, id: number) => ['likes', type, id] as const,
};

/** GET /likes/{type}/{id}: the count, the learner's own like, and whether they may like. */
export const likesQuery = (type: LikedElementType, id: number) =>
  queryOptions({
    queryKey: likeKeys.of(type, id),
    queryFn: () => api().request('GET', `/likes/${type}/${id}`, { schema: 'api/likes-response' }),
  });

/** POST likes, DELETE takes the like back; both answer the new counts. */
export const setLike = (type: LikedElementType, id: number, liked: boolean) =>
  api().request(liked ? 'POST' : 'DELETE', `/likes/${type}/${id}`, { schema: 'api/likes-response' });
