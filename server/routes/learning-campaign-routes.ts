// The categories of a campaign (learning-area.md 7.1 "GET /learning/categories/campaign/{id}", 2.3 block
// Campaign): the categories whose courses earn the campaign's points, as node cards for this learner.
//   GET /learning/categories/campaign/{id} -> {data: category nodes}
// The reference API keeps no campaign table: a campaign's categories are the elements of the Campaign
// block whose parameters name it (idCampaign), as the tenant's fixture writes them.
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure } from '../messages.ts';
import { learningCampaignMessages } from '../messages-learning-campaign.ts';
import type { RouteContext } from '../route-context.ts';
import type { Queryable } from '../db/database.ts';
import type { StoredNode } from '../learning/store.ts';
import { idParams } from './learning-route-helpers.ts';
import { loadLearningView } from '../learning/view-model.ts';
import { nodeCards } from '../learning/views.ts';

/** The node codes of the campaign's categories in block order, or undefined when no block names it. */
async function campaignCategoryCodes(
  db: Queryable,
  idApp: number,
  idCampaign: number,
): Promise<string[] | undefined> {
  const rows = await db.query<{ codes: (string | null)[] | null }>(
    `SELECT (SELECT jsonb_agg(e.element->>'nodeCode' ORDER BY e.position) FROM learning_block_elements e
              WHERE e.id_app = b.id_app AND e.id_block = b.id_block AND e.element->>'elementType' = 'NODE') AS codes
       FROM learning_blocks b
      WHERE b.id_app = $1 AND b.block->>'blockType' = 'Campaign'
        AND b.block->'parameters'->'idCampaign' = to_jsonb($2::int)
      ORDER BY b.id_block`,
    [idApp, idCampaign],
  );
  if (rows.length === 0) return undefined;
  return [...new Set(rows.flatMap((row) => row.codes ?? []))].filter((code) => code !== null);
}

export async function learningCampaignRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Params: { id: number } }>(
    '/learning/categories/campaign/:id',
    { schema: { params: idParams('id') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const codes = await campaignCategoryCodes(context.db, tenant.idApp, request.params.id);
      if (!codes) return reply.code(404).send(failure(learningCampaignMessages.campaignNotFound));
      const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
      const categories = codes
        .map((code) => view.tree.byCode.get(code))
        .filter((node): node is StoredNode => node !== undefined && node.fields.status !== 'ARCHIVED');
      return { data: nodeCards(view, categories) };
    },
  );
}
