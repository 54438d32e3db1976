// The numbered list of a playlist's videos, each opening its player route; used by the playlist
// viewer (content type 7) and below the player, where the video playing is marked.
import { Link } from 'react-router-dom';
import { ItemSlot, type ItemResult } from '../../engine';
import type { PlaylistVideo } from '../../generated/types';
import type { VideoProvider } from '../../api/video-playlist';
import { documentsMessages } from '../../i18n/documents';
import { sectionMessages } from '../../i18n/sections';
import { CardImage, EAGER_COUNT } from '../../ui/cards/CardImage';
import { playerPath, type PlayerContext } from '../../paths/paths';
import { clockDuration, durationSeconds } from './playlist';
import * as css from './playlist.css';

interface Props {
  provider: VideoProvider;
  videos: ItemResult<PlaylistVideo>[];
  context: PlayerContext;
  /** The video playing, below the player. */
  current?: string;
}

export function PlaylistVideos({ provider, videos, context, current }: Props) {
  return (
    <ol className={css.list} aria-label={sectionMessages.playlistVideos}>
      {videos.map((video, position) => (
        <li key={video.index}>
          <ItemSlot item={video}>
            {(value) => (
              <VideoEntry
                video={value}
                number={position + 1}
                href={playerPath(provider, value.videoId, context)}
                playing={value.videoId === current}
                eager={position < EAGER_COUNT}
              />
            )}
          </ItemSlot>
        </li>
      ))}
    </ol>
  );
}

interface EntryProps {
  video: PlaylistVideo;
  number: number;
  href: string;
  playing: boolean;
  eager: boolean;
}

function VideoEntry({ video, number, href, playing, eager }: EntryProps) {
  const seconds = durationSeconds(video.duration);
  return (
    <Link to={href} className={css.entry} aria-current={playing ? 'true' : undefined}>
      <span className={css.number} aria-hidden="true">
        {number}
      </span>
      <span className={css.thumb}>
        {video.thumbnail ? (
          <CardImage src={video.thumbnail} className={css.image} width={160} height={90} eager={eager} />
        ) : null}
      </span>
      <span className={css.text}>
        <span className={css.title}>{video.title}</span>
        {playing ? <span className={css.playing}>{documentsMessages.nowPlaying}</span> : null}
        {seconds === undefined ? null : (
          <time className={css.duration} dateTime={`PT${Math.round(seconds)}S`}>
            {clockDuration(seconds)}
          </time>
        )}
      </span>
    </Link>
  );
}
