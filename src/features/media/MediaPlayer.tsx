// The player of the audio, video and live stream viewers: the browser's own <audio>/<video> controls,
// shaka-player under them for HLS and DASH, the resume question when the learner stopped part-way
// (content-app.md 4), and the position reports (usePlaybackReports).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentItem } from '../../generated/types';
import { mediaMessages as text } from '../../i18n/media';
import { ResumeDialog } from './ResumeDialog';
import { streamingFormat } from './streaming';
import { usePlaybackReports } from './usePlaybackReports';
import { useStream } from './useStream';
import * as css from './media.css';

export interface MediaPlayerProps {
  item: ContentItem;
  idSection?: number;
  kind: 'audio' | 'video';
  /** The file or stream to play. */
  src: string;
  /** Ask to resume at item.lastPosition (not for a live stream, which has no "where you stopped"). */
  resume?: boolean;
  /** Names the player for assistive technology. */
  label: string;
  poster?: string;
}

/** Plays, swallowing the refusal a browser may give (autoplay rules): the controls stay there. */
const play = (media: HTMLMediaElement) =>
  void Promise.resolve(media.play()).catch((error: unknown) => console.info('play refused', error));

/** Moves to `seconds`, before the metadata is known too: the element then starts there. */
function seek(media: HTMLMediaElement, seconds: number) {
  media.currentTime = seconds;
  if (media.readyState >= HTMLMediaElement.HAVE_METADATA) return;
  media.addEventListener('loadedmetadata', () => (media.currentTime = seconds), { once: true });
}

export function MediaPlayer({ item, idSection, kind, src, resume = true, label, poster }: MediaPlayerProps) {
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const lastPosition = resume ? (item.lastPosition ?? 0) : 0;
  const [asking, setAsking] = useState(lastPosition > 0);
  // Where playback starts; undefined while the resume question waits for an answer.
  const [startAt, setStartAt] = useState<number | undefined>(lastPosition > 0 ? undefined : 0);
  const [failed, setFailed] = useState(false);
  const playWhenReady = useRef(false);
  const format = streamingFormat(src);

  usePlaybackReports(media, { idContentItem: item.idContentItem, idSection });
  useStream(media, {
    url: src,
    format,
    startAt,
    onFailure: (error) => {
      console.warn('stream failed', error);
      setFailed(true);
    },
    onReady: (element) => {
      if (playWhenReady.current) play(element);
    },
  });

  const start = useCallback(
    (seconds: number, andPlay: boolean) => {
      setAsking(false);
      setStartAt(seconds);
      if (!media) return;
      if (format) {
        // shaka starts at startAt itself once it loads; playing before then would be interrupted.
        playWhenReady.current = andPlay;
        return;
      }
      seek(media, seconds);
      if (andPlay) play(media);
    },
    [media, format],
  );

  // The progressive element reports its own failures (a missing file, a codec it lacks).
  useEffect(() => {
    if (!media || format) return;
    const onError = () => setFailed(true);
    media.addEventListener('error', onError);
    return () => media.removeEventListener('error', onError);
  }, [media, format]);

  const shared = {
    controls: true,
    preload: 'metadata',
    'aria-label': label,
    // A stream's src is the MediaSource shaka attaches; a file plays from its own url.
    src: format ? undefined : src,
  } as const;
  return (
    <div className={css.player}>
      {/* A content item names no caption file (content-app.md 3): there is no track to offer. A stream
          carrying its own subtitles gets them from shaka. */}
      {kind === 'video' ? (
        // oxlint-disable-next-line jsx-a11y/media-has-caption
        <video ref={setMedia} className={css.video} playsInline poster={poster} {...shared} />
      ) : (
        // oxlint-disable-next-line jsx-a11y/media-has-caption
        <audio ref={setMedia} className={css.audio} {...shared} />
      )}
      {failed ? (
        <p role="alert" className={css.failure}>
          {text.playbackError}
        </p>
      ) : null}
      <ResumeDialog
        open={asking}
        position={lastPosition}
        onStartOver={() => start(0, true)}
        onContinue={() => start(lastPosition, true)}
        onDismiss={() => {
          if (asking) start(0, false);
        }}
      />
    </div>
  );
}
