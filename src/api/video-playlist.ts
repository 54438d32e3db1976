// GET /playlist/{playlistId}/items: the video provider's playlist-items listing of content type 7
// (content-app.md 7: at most 50 results, timeout 10 s). The reference API answers it from fixture data
// (server/content/routes.ts, the provider seam). The envelope is validated by the client;
// each video on its own, so one bad video shows the engine's fallback in its place.
import { queryOptions } from '@tanstack/react-query';
import type { PlaylistItemsResponse, PlaylistVideo } from '../generated/types';
import { validateItems, type ItemResult } from '../engine/items';
import { validate } from '../engine/validate';
import { isApiError } from './errors';
import { api } from './instance';

/** content-app.md 9: "Playlist max 50 items". */
export const PLAYLIST_MAX = 50;
/** content-app.md 9: "video host 10 s". */
const VIDEO_PROVIDER_TIMEOUT_MS = 10_000;

export type VideoProvider = PlaylistItemsResponse['provider'];

export interface Playlist {
  /** Unknown when the provider has no such playlist. */
  provider?: VideoProvider;
  videos: ItemResult<PlaylistVideo>[];
}

const playlistKeys = {
  items: (playlistId: string) => ['playlist', 'items', playlistId] as const,
};

export const playlistQuery = (playlistId: string) =>
  queryOptions({
    queryKey: playlistKeys.items(playlistId),
    queryFn: async (): Promise<Playlist> => {
      try {
        const response = await api().request('GET', `/playlist/${encodeURIComponent(playlistId)}/items`, {
          schema: 'api/playlist-items-response',
          timeoutMs: VIDEO_PROVIDER_TIMEOUT_MS,
        });
        return {
          provider: response.provider,
          videos: validateItems<PlaylistVideo>(validate, 'playlist-video', response.items).slice(
            0,
            PLAYLIST_MAX,
          ),
        };
      } catch (error) {
        // A playlist the provider does not know has, for the learner, no videos.
        if (isApiError(error) && error.status === 404) return { videos: [] };
        throw error;
      }
    },
  });
