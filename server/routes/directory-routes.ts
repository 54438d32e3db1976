// The people directory, the media library and the agenda (content-app.md 2.6 and 7): read-only
// lists of the tenant of the host, for signed-in users only.
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure, messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { readCollection } from '../store/collection-store.ts';
import { listActiveUsers, nameMatches } from '../store/directory-store.ts';

/** content-app.md 9: page N answers the first 10 * N people ("ver mais" adds 10). */
export const directoryPageSize = 10;

const usersQuery = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
      searchText: { type: 'string', maxLength: 100, default: '' },
    },
  },
} as const;

const libraryParams = {
  params: {
    type: 'object',
    required: ['idContentItem'],
    properties: { idContentItem: { type: 'integer', minimum: 1 } },
  },
} as const;

const schedulesQuery = {
  querystring: {
    type: 'object',
    properties: { scheduleTypes: { type: 'string', maxLength: 200, pattern: '^[0-9]+(,[0-9]+)*$' } },
  },
} as const;

export async function directoryRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Querystring: { page: number; searchText: string } }>(
    '/users',
    { schema: usersQuery },
    async (request) => {
      const { tenant } = authenticatedOf(request);
      const { page, searchText } = request.query;
      const matches = (await listActiveUsers(context.db, tenant.idApp)).filter((user) =>
        nameMatches(user.name, searchText),
      );
      return {
        success: true,
        userList: matches.slice(0, directoryPageSize * page),
        totalRecord: matches.length,
      };
    },
  );

  app.get<{ Params: { idContentItem: number } }>(
    '/mediacenter/:idContentItem',
    { schema: libraryParams },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const libraries = await readCollection(context.db, tenant.idApp, 'mediaLibrary');
      const library = libraries.find((entry) => entry.idContentItem === request.params.idContentItem);
      if (!library) return reply.code(404).send(failure(messages.libraryNotFound));
      return { success: true, files: library.entries };
    },
  );

  app.get<{ Querystring: { scheduleTypes?: string } }>(
    '/schedule/listschedules',
    { schema: schedulesQuery },
    async (request) => {
      const { tenant } = authenticatedOf(request);
      const wanted = request.query.scheduleTypes?.split(',').map(Number);
      const schedules = (await readCollection(context.db, tenant.idApp, 'schedules'))
        .filter((event) => !wanted || wanted.includes(event.idScheduleType))
        .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
      return { success: true, scheduleResult: { schedules } };
    },
  );

  app.get('/schedule/listschedulestype', async (request) => {
    const { tenant } = authenticatedOf(request);
    const types = await readCollection(context.db, tenant.idApp, 'scheduleTypes');
    return { success: true, scheduleResult: { types } };
  });
}
