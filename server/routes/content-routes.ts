import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure, messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { findContentItem, listSectionContent } from '../store/content-store.ts';
import { withLearnerState } from '../store/engagement-store.ts';

const sectionParams = {
  params: {
    type: 'object',
    required: ['idSection'],
    properties: { idSection: { type: 'integer', minimum: 1 } },
  },
} as const;
const contentParams = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
} as const;

/** Only signed-in users see content (content-app.md section 6), and only their tenant's. */
export async function contentRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Params: { idSection: number } }>(
    '/content/list/:idSection',
    { schema: sectionParams },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const section = tenant.menu.find((candidate) => candidate.idSection === request.params.idSection);
      if (!section) return reply.code(404).send(failure(messages.sectionNotFound));
      return {
        success: true,
        content: await listSectionContent(context.db, tenant.idApp, section.idSection),
        idSectionType: section.idSectionType,
        idSection: section.idSection,
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/content/find/:id',
    { schema: contentParams },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const item = await findContentItem(context.db, tenant.idApp, request.params.id);
      if (!item) return reply.code(404).send(failure(messages.contentNotFound));
      const learner = { idApp: tenant.idApp, idUser: session.idUser };
      return { success: true, content: [await withLearnerState(context.db, learner, item)] };
    },
  );
}
