// One block of the learning area (learning-area.md 2.2, /cardlist/{idBlock}: "A block: title, text, cards"):
//   GET /learning/blocks/{idBlock} -> {data: block with its elements for this learner}
// A home block is anyone's; a page's block is the page's: refused as the page is (2.2, ORGANIZATION rule).
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure } from '../messages.ts';
import { learningMessages } from '../messages-learning.ts';
import { learningSocialMessages } from '../learning-activity/messages.ts';
import type { RouteContext } from '../route-context.ts';
import { loadBlocks } from '../store/learning-store.ts';
import { idParams } from './learning-route-helpers.ts';
import { blockView, loadLearningView, mayOpenNode } from './learning-views.ts';

export async function learningPagesRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Params: { idBlock: number } }>(
    '/learning/blocks/:idBlock',
    { schema: { params: idParams('idBlock') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const { idBlock } = request.params;
      const [row] = await context.db.query<{ node_code: string | null }>(
        'SELECT node_code FROM learning_blocks WHERE id_app = $1 AND id_block = $2',
        [tenant.idApp, idBlock],
      );
      if (!row) return reply.code(404).send(failure(learningSocialMessages.blockNotFound));
      const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
      const node = row.node_code === null ? undefined : view.tree.byCode.get(row.node_code);
      if (node && !mayOpenNode(view, node))
        return reply.code(403).send(failure(learningMessages.enrollmentRequired));
      const blocks = await loadBlocks(context.db, tenant.idApp, row.node_code);
      const stored = blocks.find((candidate) => candidate.block.idBlock === idBlock);
      if (!stored) return reply.code(404).send(failure(learningSocialMessages.blockNotFound));
      return { data: blockView(view, stored) };
    },
  );
}
