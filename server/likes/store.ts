// The likes area's SQL (table content_likes, users.enrolled): counts, the learner's own like, and
// whether the learner is enrolled (content-app.md 6: likes require enrollment).
import type { Queryable } from '../db/database.ts';
import type { LikedElementType } from './rules.ts';

export interface Liker {
  idApp: number;
  idUser: number;
}

export interface Element {
  type: LikedElementType;
  id: number;
}

export async function isEnrolled(db: Queryable, { idApp, idUser }: Liker): Promise<boolean> {
  const [row] = await db.query<{ enrolled: boolean }>(
    'SELECT enrolled FROM users WHERE id_app = $1 AND id_user = $2',
    [idApp, idUser],
  );
  return row?.enrolled === true;
}

export async function likesOf(db: Queryable, liker: Liker, element: Element) {
  const [row] = await db.query<{ total: number; mine: boolean }>(
    `SELECT count(*)::int AS total, coalesce(bool_or(id_user = $4), false) AS mine
       FROM content_likes WHERE id_app = $1 AND element_type = $2 AND id_element = $3`,
    [liker.idApp, element.type, element.id, liker.idUser],
  );
  return { totalLikes: row?.total ?? 0, likedByMe: row?.mine ?? false };
}

/** Likes the element (once: a second POST changes nothing) or takes the like back. */
export async function setLike(db: Queryable, liker: Liker, element: Element, liked: boolean, now: Date) {
  await (liked
    ? db.query(
        `INSERT INTO content_likes (id_app, id_user, element_type, id_element, liked_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id_app, id_user, element_type, id_element) DO NOTHING`,
        [liker.idApp, liker.idUser, element.type, element.id, now],
      )
    : db.query(
        `DELETE FROM content_likes
          WHERE id_app = $1 AND id_user = $2 AND element_type = $3 AND id_element = $4`,
        [liker.idApp, liker.idUser, element.type, element.id],
      ));
}
