// The comments as stored (server/db/migrations/0020-comments.sql). Every read is of one page or class
// (entity type and id in the query) and seen by one learner (reportedByMe is theirs).
import type { CommentEntityType } from '../../src/shared-rules/comments.ts';
import type { Queryable } from '../db/database.ts';
import { insertReturning } from '../db/insert-returning.ts';

/** A page or a class whose comments a call reads or writes. */
export interface CommentEntity {
  idApp: number;
  type: CommentEntityType;
  id: number;
}

export interface CommentRow {
  idComment: number;
  idParentComment: number | null;
  idUser: number;
  name: string;
  photo: string | null;
  text: string;
  hiddenBy: number | null;
  deleted: boolean;
  creationDate: Date | string;
  lastModifiedDate: Date | string;
  totalReplies: number;
  totalReports: number;
  reportedByMe: boolean;
}

// $1 id_app, $2 entity type, $3 entity id, $4 the parent (a list) or the comment (one), $5 the reader.
const columns = `
  c.id_comment AS "idComment", c.id_parent_comment AS "idParentComment", c.id_user AS "idUser",
  u.name, u.photo, c.text, c.hidden_by AS "hiddenBy", c.deleted,
  c.created_at AS "creationDate", c.last_modified_at AS "lastModifiedDate",
  (SELECT count(*)::int FROM learning_comments r
    WHERE r.id_app = c.id_app AND r.id_parent_comment = c.id_comment AND NOT r.deleted) AS "totalReplies",
  (SELECT count(*)::int FROM learning_comment_reports p
    WHERE p.id_app = c.id_app AND p.id_comment = c.id_comment) AS "totalReports",
  EXISTS (SELECT 1 FROM learning_comment_reports p
           WHERE p.id_app = c.id_app AND p.id_comment = c.id_comment AND p.id_user = $5) AS "reportedByMe"`;

const from = `
  FROM learning_comments c JOIN users u ON u.id_app = c.id_app AND u.id_user = c.id_user
 WHERE c.id_app = $1 AND c.entity_type = $2 AND c.id_entity = $3`;

/**
 * Listed: a comment not deleted, or deleted but with replies still readable under it. The parent is
 * $4 (NULL: the entity's own comments).
 */
const listed = `
   AND c.id_parent_comment IS NOT DISTINCT FROM $4::int
   AND (NOT c.deleted OR EXISTS (SELECT 1 FROM learning_comments r
                                  WHERE r.id_app = c.id_app AND r.id_parent_comment = c.id_comment
                                    AND NOT r.deleted))`;

/**
 * A page of the entity's comments, newest first, or of one comment's replies, oldest first (a thread
 * reads down), and how many there are in all.
 */
export async function loadComments(
  db: Queryable,
  entity: CommentEntity,
  page: { idUser: number; idParentComment: number | null; offset: number; limit: number },
): Promise<{ total: number; rows: CommentRow[] }> {
  const params = [entity.idApp, entity.type, entity.id, page.idParentComment];
  const order = page.idParentComment === null ? 'DESC' : 'ASC';
  const [rows, [count]] = await Promise.all([
    db.query<CommentRow>(
      `SELECT ${columns} ${from} ${listed}
        ORDER BY c.created_at ${order}, c.id_comment ${order} LIMIT $6 OFFSET $7`,
      [...params, page.idUser, page.limit, page.offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} ${listed}`, params),
  ]);
  return { total: count?.total ?? 0, rows };
}

/** One comment or reply of the entity, deleted or not, as the learner sees it. */
export async function findComment(
  db: Queryable,
  entity: CommentEntity,
  idComment: number,
  idUser: number,
): Promise<CommentRow | undefined> {
  const [row] = await db.query<CommentRow>(`SELECT ${columns} ${from} AND c.id_comment = $4`, [
    entity.idApp,
    entity.type,
    entity.id,
    idComment,
    idUser,
  ]);
  return row;
}

/** A new comment (or reply); its id comes from the table's identity. */
export async function insertComment(
  db: Queryable,
  entity: CommentEntity,
  comment: { idUser: number; idParentComment: number | null; html: string; at: Date },
): Promise<number> {
  const row = await insertReturning<{ id: number }>(
    db,
    `INSERT INTO learning_comments
       (id_app, entity_type, id_entity, id_parent_comment, id_user, text, created_at, last_modified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     RETURNING id_comment AS id`,
    [entity.idApp, entity.type, entity.id, comment.idParentComment, comment.idUser, comment.html, comment.at],
  );
  return row.id;
}

/** The author's new text; false when it is not theirs or was deleted meanwhile (checked in the statement). */
export async function updateOwnComment(
  db: Queryable,
  idApp: number,
  idComment: number,
  edit: { idUser: number; html: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE learning_comments SET text = $4, last_modified_at = $5
      WHERE id_app = $1 AND id_comment = $2 AND id_user = $3 AND NOT deleted AND hidden_by IS NULL
      RETURNING 1`,
    [idApp, idComment, edit.idUser, edit.html, edit.at],
  );
  return rows.length > 0;
}

/** Marks the author's comment deleted; false when it is not theirs or already deleted. */
export async function deleteOwnComment(
  db: Queryable,
  idApp: number,
  idComment: number,
  idUser: number,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE learning_comments SET deleted = true, last_modified_at = $4
      WHERE id_app = $1 AND id_comment = $2 AND id_user = $3 AND NOT deleted
      RETURNING 1`,
    [idApp, idComment, idUser, at],
  );
  return rows.length > 0;
}

/** The learner's report: once, however often and however many at once (the primary key). */
export async function addReport(
  db: Queryable,
  idApp: number,
  idComment: number,
  idUser: number,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO learning_comment_reports (id_app, id_comment, id_user, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [idApp, idComment, idUser, at],
  );
}
