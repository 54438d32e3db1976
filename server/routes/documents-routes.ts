// The video provider seam of content type 7 (content-app.md 2.6, 7: "Video provider playlist-items
// listing, max 50 results; timeout 10 s"). The app never calls YouTube or Wistia itself: it asks this
// API for a playlist's videos, and the reference API answers from the tenant fixture's
// videoPlaylists (there is no internet here). A deployment that talks to the real providers
// replaces only the body of this route (YouTube Data API playlistItems + videos for durations,
// Wistia GET /projects/{id}.json), keeping the answer's shape: schemas/api/playlist-items-response.json.
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { documentMessages } from '../messages-documents.ts';
import { failure } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { readCollection } from '../store/collection-store.ts';

/** content-app.md 9: "Playlist max 50 items" (the provider's maxResults). */
export const PLAYLIST_MAX_ITEMS = 50;

const playlistParams = {
  params: {
    type: 'object',
    required: ['playlistId'],
    properties: { playlistId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
  },
} as const;

/** Only signed-in users of the host's tenant (content-app.md section 6). */
export async function documentsRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Params: { playlistId: string } }>(
    '/playlist/:playlistId/items',
    { schema: playlistParams },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const playlists = await readCollection(context.db, tenant.idApp, 'videoPlaylists');
      const playlist = playlists.find((candidate) => candidate.playlistId === request.params.playlistId);
      if (!playlist) return reply.code(404).send(failure(documentMessages.playlistNotFound));
      return {
        success: true,
        provider: playlist.provider,
        items: playlist.items.slice(0, PLAYLIST_MAX_ITEMS),
      };
    },
  );
}
