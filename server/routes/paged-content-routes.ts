import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure, messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { listSectionTags, pageSectionContent } from '../store/paged-content-store.ts';

/** The paged list (section type 9) reads 12 items a page; a caller may ask up to 100 (the bench does). */
export const defaultPageSize = 12;
export const maxPageSize = 100;

const sectionParams = {
  type: 'object',
  required: ['idSection'],
  properties: { idSection: { type: 'integer', minimum: 1 } },
} as const;

interface PagedBody {
  page: number;
  searchTags: string[];
  searchText?: string;
  pageSize?: number;
}

const pagedBody = {
  type: 'object',
  required: ['page', 'searchTags'],
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1 },
    searchTags: {
      type: 'array',
      maxItems: 10,
      items: { type: 'string', minLength: 1, maxLength: 40 },
    },
    searchText: { type: 'string', maxLength: 100 },
    pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize },
  },
} as const;

/** Only signed-in users page through content, and only their tenant's sections. */
export async function pagedContentRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.post<{ Params: { idSection: number }; Body: PagedBody }>(
    '/content/paged/:idSection',
    { schema: { params: sectionParams, body: pagedBody } },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const section = tenant.menu.find((candidate) => candidate.idSection === request.params.idSection);
      if (!section) return reply.code(404).send(failure(messages.sectionNotFound));
      const { page, searchTags, searchText, pageSize = defaultPageSize } = request.body;
      const found = await pageSectionContent(
        context.db,
        tenant.idApp,
        section.idSection,
        { searchTags, searchText },
        page,
        pageSize,
      );
      return { success: true, content: found.items, totalRecord: found.totalRecord, page, pageSize };
    },
  );

  app.get<{ Params: { idSection: number } }>(
    '/content/tags/:idSection',
    { schema: { params: sectionParams } },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const section = tenant.menu.find((candidate) => candidate.idSection === request.params.idSection);
      if (!section) return reply.code(404).send(failure(messages.sectionNotFound));
      return { success: true, tags: await listSectionTags(context.db, tenant.idApp, section.idSection) };
    },
  );
}
