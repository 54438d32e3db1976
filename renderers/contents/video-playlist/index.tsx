// Content type 7: a YouTube or Wistia playlist (content-app.md 2.6). Its videos come from the video
// provider's playlist-items listing (GET /playlist/{id}/items: at most 50, timeout 10 s); each opens
// its player at ytplayer/{videoId} or wtplayer/{hashedId}. The durations are summed and saved.
// Empty: "Não há vídeos disponíveis nesta lista" (content-app.md 8).
import { useSuspenseQuery } from '@tanstack/react-query';
import { validValues, type ContentRendererProps } from '../../../src/engine';
import { playlistQuery } from '../../../src/api/video-playlist';
import {
  PlaylistVideos,
  playlistIdOf,
  totalSeconds,
  useSavePlaylistDuration,
} from '../../../src/features/video-playlist';
import { documentsMessages } from '../../../src/i18n/documents';
import { sectionMessages } from '../../../src/i18n/sections';
import { EmptyState } from '../../../src/ui/cards/EmptyState';
import { formatDuration } from '../../../src/ui/cards/duration';
import { Loaded } from '../../../src/ui/loaded';
import * as css from './styles.css';

export default function VideoPlaylist({ item, idSection }: ContentRendererProps) {
  const playlistId = playlistIdOf(item.contentLocation ?? item.mediaLocation);
  // No playlist named: nothing to ask the provider.
  if (playlistId === undefined) return <EmptyState text={sectionMessages.noVideos} />;
  return (
    <Loaded subject={`playlist ${playlistId}`} errorText={documentsMessages.playlistLoadError}>
      <PlaylistOf item={item} idSection={idSection} playlistId={playlistId} />
    </Loaded>
  );
}

/** The provider's listing of the playlist, read inside <Loaded>. */
function PlaylistOf({ item, idSection, playlistId }: ContentRendererProps & { playlistId: string }) {
  const { data } = useSuspenseQuery(playlistQuery(playlistId));
  useSavePlaylistDuration(item, data);
  const { provider, videos } = data;
  if (!provider || videos.length === 0) return <EmptyState text={sectionMessages.noVideos} />;

  const total = totalSeconds(validValues(videos));
  const summary = [
    documentsMessages.videoCount(videos.length),
    total > 0 ? documentsMessages.totalDuration(formatDuration(total)) : undefined,
  ].filter(Boolean);
  return (
    <section className={css.playlist}>
      {item.description ? <p className={css.description}>{item.description}</p> : null}
      <p className={css.summary}>{summary.join(' · ')}</p>
      <PlaylistVideos
        provider={provider}
        videos={videos}
        context={{ idSection, idContentItem: item.idContentItem, idContentType: item.idContentType }}
      />
    </section>
  );
}
