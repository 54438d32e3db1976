// The player of the audio, video and live stream viewers: the browser's own <audio>/<video> controls,
// shaka-player under them for HLS and DASH, the resume question when the learner stopped part-way
// (content-app.md 4), and the position reports (usePlaybackReports). A source that fails (missing file,
// network, a format the browser lacks, a stream error) puts a message and "Tentar novamente" in place of
// the player, never a control bar that does nothing; the retry loads the source again (usePlaybackFailure,
// shared with every other player of the app).
import { useCallback, useRef, useState } from 'react';
import type { ContentItem } from '../../generated/types';
import { PlaybackFailure, play, seek, usePlaybackFailure } from '../../ui/playback';
import { mediaMessages } from '../../i18n/media';
import { useLearningRules } from './learningPlayback';
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
  /** What the failure says; by default the kind's ("Não foi possível reproduzir este vídeo."). */
  failedText?: string;
}

export function MediaPlayer({
  item,
  idSection,
  kind,
  src,
  resume = true,
  label,
  poster,
  failedText,
}: MediaPlayerProps) {
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  // In the learning area: seek blocking, the played percent, and a resume question only without a
  // content enrollment (learning-area.md 4.2).
  const learning = useLearningRules(media);
  const asksToResume = resume && (learning?.resume ?? true);
  const lastPosition = asksToResume ? (item.lastPosition ?? 0) : 0;
  const [asking, setAsking] = useState(lastPosition > 0);
  // Where playback starts; undefined while the resume question waits for an answer.
  const [startAt, setStartAt] = useState<number | undefined>(lastPosition > 0 ? undefined : 0);
  // Each "Tentar novamente" of a stream: a new shaka player loads it from scratch.
  const [attempt, setAttempt] = useState(0);
  const playWhenReady = useRef(false);
  const format = streamingFormat(src);
  const { failed, fail, retry } = usePlaybackFailure(media, {
    reloadStream: format
      ? () => {
          playWhenReady.current = true;
          setAttempt((count) => count + 1);
        }
      : undefined,
  });

  usePlaybackReports(media, { idContentItem: item.idContentItem, idSection });
  useStream(media, {
    url: src,
    format,
    startAt,
    attempt,
    onFailure: (error, failedAttempt) => {
      console.warn('stream failed', { attempt: failedAttempt }, error);
      fail();
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

  const shared = {
    controls: true,
    preload: 'metadata',
    'aria-label': label,
    // A stream's src is the MediaSource shaka attaches; a file plays from its own url.
    src: format ? undefined : src,
    // Kept (shaka stays attached, the retry reloads it) but out of sight while it cannot play.
    hidden: failed,
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
        <PlaybackFailure
          kind={kind}
          message={failedText}
          onRetry={retry}
          className={kind === 'video' ? css.videoFrame : undefined}
        />
      ) : null}
      <ResumeDialog
        open={asking}
        position={lastPosition}
        onStartOver={() => start(0, true)}
        onContinue={() => start(lastPosition, true)}
        fromStartText={learning ? mediaMessages.resumeFromStartOf[kind] : undefined}
        onDismiss={() => {
          if (asking) start(0, false);
        }}
      />
    </div>
  );
}
