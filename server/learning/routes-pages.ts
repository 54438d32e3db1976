// The learning area's frame and blocks (learning-area.md 2.2, 2.4):
//   GET /api/learning/blocks/{idBlock}     -> {data: block with its elements for this learner}
//   GET /api/learning/nodes/side-menu/roots -> {data: top nodes}
// /cardlist/{idBlock} ("A block: title, text, cards"): a home block is anyone's; a page's block is the
// page's, refused as the page is (2.2, ORGANIZATION rule). The side menu of products is "a tree loaded
// by nodeCode" and the spec does not say where it starts: the roots call (its path not shown in the
// spec) answers the first level, the company tree's top nodes; each level below comes from
// GET /api/learning/nodes/side-menu?nodeCode=.
import { authenticatedOf } from '../auth/session-guard.ts';
import { idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import { learningSocialMessages } from '../learning-activity/messages.ts';
import type { RouteContext } from '../route-context.ts';
import { loadLearningView, mayOpenNode, nodeRefusalMessage } from './view-model.ts';
import { blockView, nodeCards } from './views.ts';

export function pagesRoutes(context: RouteContext): AnyRoute[] {
  return [
    route({
      method: 'GET',
      url: '/api/learning/blocks/:idBlock',
      params: idParams('idBlock'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const { idBlock } = request.params;
        const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
        const stored = view.blocksById.get(idBlock);
        if (!stored) return refuse(404, learningSocialMessages.blockNotFound);
        const node = stored.nodeCode === null ? undefined : view.tree.byCode.get(stored.nodeCode);
        if (node && !mayOpenNode(view, node)) return refuse(403, nodeRefusalMessage(view, node.nodeCode));
        return { data: blockView(view, stored) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/nodes/side-menu/roots',
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
        const roots = (view.tree.children.get(null) ?? []).filter(
          (node) => node.fields.status !== 'ARCHIVED',
        );
        return { data: nodeCards(view, roots) };
      },
    }),
  ];
}
