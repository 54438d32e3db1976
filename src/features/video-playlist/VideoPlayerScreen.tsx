// ytplayer/{videoId} and wtplayer/{hashedId}, with query idSection, content and type (content-app.md
// 2.1): the provider's embedded player, autoplaying, 500 px high above 800 px of width and 320 below
// (content-app.md 2.6), then the rest of the playlist with this video marked.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { contentItemQuery } from '../../api/content';
import { playlistQuery, type VideoProvider } from '../../api/video-playlist';
import { validValues } from '../../engine';
import { documentsMessages } from '../../i18n/documents';
import { contentPath } from '../../paths/paths';
import { useViewportWidth } from '../../ui/useViewportWidth';
import { embedUrl, isVideoId, playerHeight, playlistIdOf } from './playlist';
import { PlaylistVideos } from './PlaylistVideos';
import * as css from './player.css';

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** content-app.md 3: content type 7 is "Youtube", the playlist. */
const PLAYLIST_CONTENT_TYPE = 7;

export default function VideoPlayerScreen({ provider }: { provider: VideoProvider }) {
  const params = useParams();
  const videoId = params.videoId ?? params.hashedId;
  const [search] = useSearchParams();
  const idSection = positiveInt(search.get('idSection'));
  const idContentItem = positiveInt(search.get('content'));
  const idContentType = positiveInt(search.get('type')) ?? PLAYLIST_CONTENT_TYPE;
  const width = useViewportWidth();

  // The playlist of the query's content item: the title of this video and the ones to play next.
  const item = useQuery({ ...contentItemQuery(idContentItem ?? 0), enabled: idContentItem !== undefined });
  const playlistId = playlistIdOf(item.data?.contentLocation ?? item.data?.mediaLocation);
  const playlist = useQuery({ ...playlistQuery(playlistId ?? ''), enabled: playlistId !== undefined });

  if (!isVideoId(videoId)) return <p role="status">{documentsMessages.invalidVideo}</p>;
  const videos = playlist.data?.videos ?? [];
  const title =
    validValues(videos).find((video) => video.videoId === videoId)?.title ??
    documentsMessages.playerTitle[provider];

  return (
    <article className={css.player}>
      <div className={css.stage}>
        <iframe
          key={videoId}
          src={embedUrl(provider, videoId)}
          title={title}
          height={playerHeight(width)}
          className={css.frame}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          // The player runs its scripts with its own storage; it may open the video on the
          // provider's site in a new tab, but never navigate the app. allow-scripts with
          // allow-same-origin is safe here: embedUrl() only ever points at the provider's origin,
          // never the app's, so the frame cannot lift its own sandbox.
          // oxlint-disable-next-line react/iframe-missing-sandbox
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <h1 className={css.title}>{title}</h1>
      {item.data ? (
        <Link to={contentPath(item.data.idContentItem, idSection)} className={css.back}>
          {documentsMessages.backToPlaylist}: {item.data.text}
        </Link>
      ) : null}
      {playlist.data?.provider && videos.length > 0 && idContentItem !== undefined ? (
        <PlaylistVideos
          provider={playlist.data.provider}
          videos={videos}
          current={videoId}
          context={{ idSection, idContentItem, idContentType }}
        />
      ) : null}
    </article>
  );
}
