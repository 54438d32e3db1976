// The content calls of content-app.md 7, for signed-in users of the host's tenant only (section 6):
//   GET  /api/content/list/{idSection}            -> the section's items, with its type
//   GET  /api/content/find/{id}                   -> one item as this learner sees it (position, vote)
//   POST /api/content/paged/{idSection}           -> a page of the section's items (type 9), filtered
//   GET  /api/content/tags/{idSection}            -> the tags of the section's items
//   GET  /api/content/listcontentchild/{id}       -> the card menu's children (type 33)
//   GET  /api/content/journeyparts/{idContentItem} -> a journey's ordered parts (types 15, 16, 22, 23)
//   GET  /api/content/impactmenu/{parent}         -> an impact journey's chapters (type 23)
//   POST /api/assessment/{idSection}              -> the section's assessment page for an e-mail (type 43)
//   GET  /api/playlist/{playlistId}/items         -> a video playlist (types 7, 18, 25)
// The playlist is the video provider seam (content-app.md 2.6, 7: "Video provider playlist-items
// listing, max 50 results; timeout 10 s"): the app never calls YouTube or Wistia itself, and this API
// answers from the tenant fixture's videoPlaylists (there is no internet here). A deployment that talks
// to the real providers replaces only that handler (YouTube Data API playlistItems + videos for
// durations, Wistia GET /projects/{id}.json), keeping the answer's shape:
// schemas/api/playlist-items-response.json.
import { authenticatedOf } from '../auth/session-guard.ts';
import type { Queryable } from '../db/database.ts';
import { withLearnerState } from '../engagement/store.ts';
import { apiSchema, idParams, localSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { contentMessages } from './messages.ts';
import { defaultPageSize, journeyContentTypes, sectionOfMenu } from './rules.ts';
import {
  findContentItem,
  listContentChildren,
  listSectionContent,
  listSectionTags,
  pageSectionContent,
} from './store.ts';
import { readCollection } from './store-collections.ts';
import { assessmentUrl, impactMenu, orderJourneyParts, playlistItems } from './views.ts';

/** The journey and its ordered parts; a 404 when the id names no journey of the tenant. */
async function journeyWithParts(db: Queryable, idApp: number, id: number) {
  const journey = await findContentItem(db, idApp, id);
  if (!journey || !journeyContentTypes.has(journey.idContentType))
    return refuse(404, contentMessages.journeyNotFound);
  return { journey, parts: orderJourneyParts(await listContentChildren(db, idApp, id)) };
}

export const contentArea: Area = {
  name: 'content',
  routes: ({ db }) => [
    route({
      method: 'GET',
      url: '/api/content/list/:idSection',
      params: idParams('idSection'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const section = sectionOfMenu(tenant.menu, request.params.idSection);
        return {
          success: true,
          content: await listSectionContent(db, tenant.idApp, section.idSection),
          idSectionType: section.idSectionType,
          idSection: section.idSection,
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/content/find/:id',
      params: idParams('id'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const item =
          (await findContentItem(db, tenant.idApp, request.params.id)) ??
          refuse(404, messages.contentNotFound);
        const learner = { idApp: tenant.idApp, idUser: session.idUser };
        return { success: true, content: [await withLearnerState(db, learner, item)] };
      },
    }),
    route({
      method: 'POST',
      url: '/api/content/paged/:idSection',
      params: idParams('idSection'),
      body: apiSchema('content-paged-body'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const section = sectionOfMenu(tenant.menu, request.params.idSection);
        const { page, searchTags, searchText, pageSize = defaultPageSize } = request.body;
        const found = await pageSectionContent(
          db,
          tenant.idApp,
          section.idSection,
          { searchTags, searchText },
          page,
          pageSize,
        );
        return { success: true, content: found.items, totalRecord: found.totalRecord, page, pageSize };
      },
    }),
    route({
      method: 'GET',
      url: '/api/content/tags/:idSection',
      params: idParams('idSection'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const section = sectionOfMenu(tenant.menu, request.params.idSection);
        return { success: true, tags: await listSectionTags(db, tenant.idApp, section.idSection) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/content/listcontentchild/:id',
      params: idParams('id'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const { id } = request.params;
        if (!(await findContentItem(db, tenant.idApp, id))) return refuse(404, messages.contentNotFound);
        return { success: true, content: await listContentChildren(db, tenant.idApp, id) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/content/journeyparts/:idContentItem',
      params: idParams('idContentItem'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const { parts } = await journeyWithParts(db, tenant.idApp, request.params.idContentItem);
        return { success: true, listJourneyPart: parts };
      },
    }),
    route({
      method: 'GET',
      url: '/api/content/impactmenu/:parent',
      params: idParams('parent'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const { journey, parts } = await journeyWithParts(db, tenant.idApp, request.params.parent);
        return impactMenu(journey, parts);
      },
    }),
    route({
      method: 'POST',
      url: '/api/assessment/:idSection',
      params: idParams('idSection'),
      body: apiSchema('assessment-body'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const { contentLocation } = sectionOfMenu(tenant.menu, request.params.idSection);
        if (!contentLocation) return refuse(404, contentMessages.assessmentNotFound);
        return { success: true, url: assessmentUrl(contentLocation, request.body.email) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/playlist/:playlistId/items',
      params: localSchema<{ playlistId: string }>({
        type: 'object',
        required: ['playlistId'],
        properties: { playlistId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
      }),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const playlists = await readCollection(db, tenant.idApp, 'videoPlaylists');
        const playlist =
          playlists.find((candidate) => candidate.playlistId === request.params.playlistId) ??
          refuse(404, contentMessages.playlistNotFound);
        return playlistItems(playlist);
      },
    }),
  ],
};
