// Comments on learning pages and classes (learning-area.md 2.4, 3 Comment, 4.10, 5, 7.8, 8, 9), {type}
// NODE (id: idNode) or TEAM (id: idTeam), for a learner who may see that page or class (access.ts):
//   GET    /api/learning/comments/{type}/{id}?offset&limit&idParentComment -> {comments, totalRecords}:
//          the comments newest first (6 a page), or one comment's replies oldest first (5 a load)
//   POST   /api/learning/comments/{type}/{id}             {text, idParentComment?} -> 201 {success, message, result}
//   PUT    /api/learning/comments/{type}/{id}/{idComment} {text}                   -> {success, message, result}
//   DELETE /api/learning/comments/{type}/{id}/{idComment}                         -> {success, message}
//   POST   /api/learning/comments/{type}/{id}/report      {idComment}              -> {success, message, result}
// Only the author edits and deletes (403); anyone else reports, once (a second report changes nothing);
// the text is sanitised here (5); writing is limited per user (commentWritesPerUser).
import type { FastifyRequest } from 'fastify';
import { commentEntityTypes, type CommentEntityType } from '../../src/shared-rules/comments.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema, localSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { withDefaults } from '../learning/query.ts';
import type { RouteContext } from '../route-context.ts';
import { visibleEntity } from './access.ts';
import { commentMessages as text } from './messages.ts';
import { checkedText } from './rules.ts';
import { commentPurifier } from './sanitize.ts';
import {
  addReport,
  deleteOwnComment,
  findComment,
  insertComment,
  loadComments,
  updateOwnComment,
  type CommentEntity,
} from './store.ts';
import { commentView } from './views.ts';

const entityProperties = {
  type: { enum: commentEntityTypes },
  id: { type: 'integer', minimum: 1 },
};
const entityParams = localSchema<{ type: CommentEntityType; id: number }>({
  type: 'object',
  required: ['type', 'id'],
  properties: entityProperties,
});
type CommentPath = { type: CommentEntityType; id: number; idComment: number };
const commentParams = localSchema<CommentPath>({
  type: 'object',
  required: ['type', 'id', 'idComment'],
  properties: { ...entityProperties, idComment: { type: 'integer', minimum: 1 } },
});

export const commentsArea: Area = {
  name: 'comments',
  routes: (context, app) => {
    const writes = app.limits.perUser('commentWritesPerUser');

    /** The signed-in learner and the page or class the path names, once they may see it. */
    async function entityOf(request: FastifyRequest, params: { type: CommentEntityType; id: number }) {
      const { tenant, session } = authenticatedOf(request);
      const entity = await visibleEntity(context, tenant.idApp, session.idUser, params.type, params.id);
      return { entity, idUser: session.idUser };
    }

    /** The live comment the path names, once it is the learner's own (403 `notAuthor` else). */
    async function ownComment(request: FastifyRequest, params: CommentPath, notAuthor: string) {
      const { entity, idUser } = await entityOf(request, params);
      const row = await liveComment(context, entity, params.idComment, idUser);
      if (row.idUser !== idUser) return refuse(403, notAuthor);
      return { entity, idUser, id: params.idComment, row };
    }

    return [
      route({
        method: 'GET',
        url: '/api/learning/comments/:type/:id',
        params: entityParams,
        querystring: withDefaults(apiSchema('learning-comments-query'), 'offset', 'limit'),
        handler: async (request) => {
          const { entity, idUser } = await entityOf(request, request.params);
          const { offset, limit, idParentComment = null } = request.query;
          if (idParentComment !== null) await topLevelComment(context, entity, idParentComment, idUser);
          const { total, rows } = await loadComments(context.db, entity, {
            idUser,
            idParentComment,
            offset,
            limit,
          });
          return { comments: rows.map(commentView), totalRecords: total };
        },
      }),
      route({
        method: 'POST',
        url: '/api/learning/comments/:type/:id',
        params: entityParams,
        body: apiSchema('learning-comment-body'),
        preHandler: writes,
        handler: async (request, reply) => {
          const { entity, idUser } = await entityOf(request, request.params);
          const html = checkedText(await commentPurifier(), request.body.text);
          const idParentComment = request.body.idParentComment ?? null;
          // A reply answers a comment still there (a deleted one keeps only the replies it had).
          if (
            idParentComment !== null &&
            (await topLevelComment(context, entity, idParentComment, idUser)).deleted
          )
            return refuse(404, text.parentNotFound);
          const id = await insertComment(context.db, entity, {
            idUser,
            idParentComment,
            html,
            at: context.now(),
          });
          const message = idParentComment === null ? text.published : text.replied;
          return reply.code(201).send(await answer(context, entity, id, idUser, message));
        },
      }),
      route({
        method: 'PUT',
        url: '/api/learning/comments/:type/:id/:idComment',
        params: commentParams,
        body: apiSchema('learning-comment-edit-body'),
        preHandler: writes,
        handler: async (request) => {
          const { entity, idUser, id, row } = await ownComment(request, request.params, text.onlyAuthorEdits);
          if (row.hiddenBy !== null) return refuse(409, text.hiddenNotEditable);
          const html = checkedText(await commentPurifier(), request.body.text);
          const at = context.now();
          if (!(await updateOwnComment(context.db, entity.idApp, id, { idUser, html, at })))
            return refuse(404, text.notFound);
          return answer(context, entity, id, idUser, text.edited);
        },
      }),
      route({
        method: 'DELETE',
        url: '/api/learning/comments/:type/:id/:idComment',
        params: commentParams,
        preHandler: writes,
        handler: async (request) => {
          const { entity, idUser, id, row } = await ownComment(
            request,
            request.params,
            text.onlyAuthorDeletes,
          );
          if (!(await deleteOwnComment(context.db, entity.idApp, id, idUser, context.now())))
            return refuse(404, text.notFound);
          return {
            success: true,
            message: row.idParentComment === null ? text.deletedComment : text.deletedReply,
          };
        },
      }),
      route({
        method: 'POST',
        url: '/api/learning/comments/:type/:id/report',
        params: entityParams,
        body: apiSchema('learning-comment-report-body'),
        preHandler: writes,
        handler: async (request) => {
          const { entity, idUser } = await entityOf(request, request.params);
          const id = request.body.idComment;
          const row = await liveComment(context, entity, id, idUser);
          if (row.idUser === idUser) return refuse(409, text.ownReport);
          await addReport(context.db, entity.idApp, id, idUser, context.now());
          return answer(context, entity, id, idUser, text.reported);
        },
      }),
    ];
  },
};

/** A comment of the entity that is not deleted; else 404. */
async function liveComment(context: RouteContext, entity: CommentEntity, id: number, idUser: number) {
  const row = await findComment(context.db, entity, id, idUser);
  if (!row || row.deleted) return refuse(404, text.notFound);
  return row;
}

/** The comment a reply answers, or whose replies are read: the entity's own, not a reply itself. */
async function topLevelComment(context: RouteContext, entity: CommentEntity, id: number, idUser: number) {
  const row = await findComment(context.db, entity, id, idUser);
  if (!row) return refuse(404, text.parentNotFound);
  if (row.idParentComment !== null) return refuse(400, text.replyToReply);
  return row;
}

async function answer(
  context: RouteContext,
  entity: CommentEntity,
  id: number,
  idUser: number,
  message: string,
) {
  const row = await findComment(context.db, entity, id, idUser);
  if (!row) return refuse(404, text.notFound);
  return { success: true, message, result: commentView(row) };
}
