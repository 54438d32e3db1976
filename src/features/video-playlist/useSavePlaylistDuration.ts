// content-app.md 7: the playlist's durations are summed and saved (POST /content/updateduration), so
// lists show how long the playlist takes. Once per view and only when the sum changed; a failure is
// only logged (content-app.md 8: other call failures are swallowed).
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../api/content';
import { saveDuration } from '../../api/engagement';
import type { Playlist } from '../../api/video-playlist';
import { validValues } from '../../engine';
import type { ContentItem } from '../../generated/types';
import { totalSeconds } from './playlist';

export function useSavePlaylistDuration(item: ContentItem, playlist: Playlist) {
  const queryClient = useQueryClient();
  const sent = useRef<string>(undefined);
  const { idContentItem, duration } = item;
  useEffect(() => {
    const total = Math.round(totalSeconds(validValues(playlist.videos)));
    const key = `${idContentItem}:${total}`;
    if (total <= 0 || total === duration || sent.current === key) return;
    sent.current = key;
    saveDuration(idContentItem, total)
      .then(() =>
        queryClient.setQueryData(contentKeys.item(idContentItem), (old: ContentItem | null | undefined) =>
          old ? { ...old, duration: total } : old,
        ),
      )
      .catch((error: unknown) => console.warn('playlist duration not saved', error));
  }, [playlist, idContentItem, duration, queryClient]);
}
