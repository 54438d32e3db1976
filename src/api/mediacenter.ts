// GET /mediacenter/{idContentItem} (content-app.md 7): every file and folder of one media library.
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';

/** content-app.md 9: the media library waits 30 s, whatever the client's default becomes. */
const MEDIA_LIBRARY_TIMEOUT_MS = 30_000;

const mediaLibraryKeys = {
  files: (idContentItem: number) => ['mediacenter', idContentItem] as const,
};

export const mediaLibraryQuery = (idContentItem: number) =>
  queryOptions({
    queryKey: mediaLibraryKeys.files(idContentItem),
    queryFn: async () =>
      (
        await api().request('GET', `/mediacenter/${idContentItem}`, {
          schema: 'api/mediacenter-response',
          timeoutMs: MEDIA_LIBRARY_TIMEOUT_MS,
        })
      ).files,
  });
