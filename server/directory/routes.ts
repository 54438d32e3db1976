// The tenant's read-only lists (content-app.md 2.6 and 7), for signed-in users of the host's tenant:
//   GET /api/users                          -> the people directory, 10 more a page
//   GET /api/mediacenter/{idContentItem}    -> a media library's files
//   GET /api/schedule/listschedules         -> the agenda's events, of some types or all
//   GET /api/schedule/listschedulestype     -> the agenda's event types
//   GET /api/userupload/list/{idSection}    -> a user uploads section's files (type 31)
//   GET /api/userupload/{idUserUpload}      -> one of them
import { authenticatedOf } from '../auth/session-guard.ts';
import { sectionOfMenu } from '../content/rules.ts';
import { readCollection } from '../content/store-collections.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { findStoredUpload, listStoredUploads } from '../uploads/store.ts';
import { directoryMessages } from './messages.ts';
import { agenda, peoplePage } from './rules.ts';
import { listActiveUsers } from './store.ts';

/** Where the API is served: the addresses of stored uploads' files start with it. */
const apiPrefix = '/api';

export const directoryArea: Area = {
  name: 'directory',
  routes: ({ db }) => [
    route({
      method: 'GET',
      url: '/api/users',
      querystring: apiSchema('directory-users-query'),
      // The schema's defaults fill page and searchText in; the fallbacks only satisfy the type.
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const { page = 1, searchText = '' } = request.query;
        return { success: true, ...peoplePage(await listActiveUsers(db, tenant.idApp), searchText, page) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/mediacenter/:idContentItem',
      params: idParams('idContentItem'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const libraries = await readCollection(db, tenant.idApp, 'mediaLibrary');
        const library =
          libraries.find((entry) => entry.idContentItem === request.params.idContentItem) ??
          refuse(404, directoryMessages.libraryNotFound);
        return { success: true, files: library.entries };
      },
    }),
    route({
      method: 'GET',
      url: '/api/schedule/listschedules',
      querystring: apiSchema('schedule-list-query'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const events = await readCollection(db, tenant.idApp, 'schedules');
        return { success: true, scheduleResult: { schedules: agenda(events, request.query.scheduleTypes) } };
      },
    }),
    route({
      method: 'GET',
      url: '/api/schedule/listschedulestype',
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        return {
          success: true,
          scheduleResult: { types: await readCollection(db, tenant.idApp, 'scheduleTypes') },
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/userupload/list/:idSection',
      params: idParams('idSection'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const { idSection } = request.params;
        sectionOfMenu(tenant.menu, idSection);
        // What learners sent through an upload form (type 49, the uploads area), newest first, then
        // the fixture's demo uploads in the designer's order.
        const [sent, uploads] = await Promise.all([
          listStoredUploads(db, tenant.idApp, idSection, apiPrefix),
          readCollection(db, tenant.idApp, 'userUploads'),
        ]);
        return {
          success: true,
          data: [...sent, ...uploads.filter((upload) => upload.idSection === idSection)],
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/userupload/:idUserUpload',
      params: idParams('idUserUpload'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const { idUserUpload } = request.params;
        const uploads = await readCollection(db, tenant.idApp, 'userUploads');
        const upload =
          uploads.find((candidate) => candidate.idUserUpload === idUserUpload) ??
          (await findStoredUpload(db, tenant.idApp, idUserUpload, apiPrefix)) ??
          refuse(404, messages.userUploadNotFound);
        return { success: true, data: upload };
      },
    }),
  ],
};
