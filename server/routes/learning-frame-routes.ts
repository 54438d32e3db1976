// What the learning header needs beyond 7.1's calls (learning-area.md 2.4, "Side menu of products: a
// tree loaded by nodeCode"): the spec loads each level by its nodeCode but does not say where the tree
// starts. This call (its path not shown in the spec) answers the first level, the company tree's top
// nodes, in the side menu's shape; each level below comes from GET /learning/nodes/side-menu?nodeCode=.
//   GET /learning/nodes/side-menu/roots -> {data: top nodes}
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import type { RouteContext } from '../route-context.ts';
import { loadLearningView, nodeCards } from './learning-views.ts';

export async function learningFrameRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get('/learning/nodes/side-menu/roots', async (request) => {
    const { tenant, session } = authenticatedOf(request);
    const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
    const roots = (view.tree.children.get(null) ?? []).filter((node) => node.fields.status !== 'ARCHIVED');
    return { data: nodeCards(view, roots) };
  });
}
