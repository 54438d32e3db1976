// Likes of learning pages and share analytics (learning-area.md 7.3, 4.2, 8):
//   GET  /learning/social/likes/NODE/{idNode}           -> {totalLikes, likedByMe, canLike}
//   POST /learning/social/likes/NODE/{idNode} {liked}   -> the same, after liking or taking the like back
//   POST /learning/social/shares {origin, idUser, idContent} -> 201: 'content/share/click' or '/copy'
// Liking needs an active enrollment in the page's course; anyone signed in may see the count.
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure } from '../messages.ts';
import { learningMessages } from '../learning/messages.ts';
import { learningSocialMessages } from '../messages-learning-social.ts';
import type { RouteContext } from '../route-context.ts';
import { bodySchema, idParams } from './learning-route-helpers.ts';
import { activeEnrollmentFor, loadLearningView } from '../learning/view-model.ts';

export async function learningSocialRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  /** The page's node and whether the learner may like it, or undefined when there is no such node. */
  async function likedNode(idApp: number, idUser: number, idNode: number) {
    const view = await loadLearningView(context.db, idApp, idUser, context.now());
    const node = view.tree.nodes.find((candidate) => candidate.idNode === idNode);
    if (!node) return undefined;
    return { node, canLike: activeEnrollmentFor(view, node.nodeCode) !== undefined };
  }

  async function likesOf(idApp: number, idUser: number, idNode: number, canLike: boolean) {
    const [row] = await context.db.query<{ total: number; mine: boolean }>(
      `SELECT count(*)::int AS total, coalesce(bool_or(id_user = $3), false) AS mine
         FROM learning_likes WHERE id_app = $1 AND id_node = $2`,
      [idApp, idNode, idUser],
    );
    return { totalLikes: row?.total ?? 0, likedByMe: row?.mine ?? false, canLike };
  }

  app.get<{ Params: { idNode: number } }>(
    '/learning/social/likes/NODE/:idNode',
    { schema: { params: idParams('idNode') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const found = await likedNode(tenant.idApp, session.idUser, request.params.idNode);
      if (!found) return reply.code(404).send(failure(learningMessages.nodeNotFound));
      return likesOf(tenant.idApp, session.idUser, request.params.idNode, found.canLike);
    },
  );

  app.post<{ Params: { idNode: number }; Body: { liked: boolean } }>(
    '/learning/social/likes/NODE/:idNode',
    { schema: { params: idParams('idNode'), body: bodySchema('learning-like-body.json') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const { idNode } = request.params;
      const found = await likedNode(tenant.idApp, session.idUser, idNode);
      if (!found) return reply.code(404).send(failure(learningMessages.nodeNotFound));
      if (!found.canLike) return reply.code(403).send(failure(learningSocialMessages.likeNeedsEnrollment));
      await (request.body.liked
        ? context.db.query(
            `INSERT INTO learning_likes (id_app, id_user, id_node, liked_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (id_app, id_user, id_node) DO NOTHING`,
            [tenant.idApp, session.idUser, idNode, context.now()],
          )
        : context.db.query('DELETE FROM learning_likes WHERE id_app = $1 AND id_user = $2 AND id_node = $3', [
            tenant.idApp,
            session.idUser,
            idNode,
          ]));
      return likesOf(tenant.idApp, session.idUser, idNode, true);
    },
  );

  app.post<{ Body: { origin: string; idUser: number; idContent: number } }>(
    '/learning/social/shares',
    { schema: { body: bodySchema('learning-share-body.json') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const { origin, idUser, idContent } = request.body;
      if (idUser !== session.idUser)
        return reply.code(403).send(failure(learningSocialMessages.shareOfAnotherLearner));
      await context.db.query(
        `INSERT INTO learning_shares (id_app, id_user, id_content, origin, recorded_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [tenant.idApp, idUser, idContent, origin, context.now()],
      );
      return reply.code(201).send({ success: true, message: learningSocialMessages.shareRecorded });
    },
  );
}
