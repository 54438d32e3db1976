// The player of the audio, video and live stream viewers: the browser's own <audio>/<video> controls,
// shaka-player under them for HLS and DASH, the resume question when the learner stopped part-way
// (content-app.md 4), and the position reports (usePlaybackReports). A source that fails (missing file,
// network, a format the browser lacks, a stream error) puts a message and "Tentar novamente" in place of
// the player, never a control bar that does nothing; the retry loads the source again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentItem } from '../../generated/types';
import { mediaMessages as text } from '../../i18n/media';
import { messages } from '../../i18n/messages';
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

/** Plays, swallowing the refusal a browser may give (autoplay rules): the controls stay there. */
const play = (media: HTMLMediaElement) =>
  void Promise.resolve(media.play()).catch((error: unknown) => console.info('play refused', error));

/** Moves to `seconds`, before the metadata is known too: the element then starts there. */
function seek(media: HTMLMediaElement, seconds: number) {
  media.currentTime = seconds;
  if (media.readyState >= HTMLMediaElement.HAVE_METADATA) return;
  media.addEventListener('loadedmetadata', () => (media.currentTime = seconds), { once: true });
}

export function MediaPlayer({
  item,
  idSection,
  kind,
  src,
  resume = true,
  label,
  poster,
  failedText = text.playbackFailed[kind],
}: MediaPlayerProps) {
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const lastPosition = resume ? (item.lastPosition ?? 0) : 0;
  const [asking, setAsking] = useState(lastPosition > 0);
  // Where playback starts; undefined while the resume question waits for an answer.
  const [startAt, setStartAt] = useState<number | undefined>(lastPosition > 0 ? undefined : 0);
  const [failed, setFailed] = useState(false);
  // Each "Tentar novamente" of a stream: a new shaka player loads it from scratch.
  const [attempt, setAttempt] = useState(0);
  const playWhenReady = useRef(false);
  // The retry button disappears with the failure: focus goes back to the player, not to the page.
  const focusPlayer = useRef(false);
  const format = streamingFormat(src);

  usePlaybackReports(media, { idContentItem: item.idContentItem, idSection });
  useStream(media, {
    url: src,
    format,
    startAt,
    attempt,
    onFailure: (error, failedAttempt) => {
      console.warn('stream failed', { attempt: failedAttempt }, error);
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

  // The progressive element reports its own failures (a missing file, a codec it lacks); under a
  // stream its errors reach shaka, which reports them itself.
  useEffect(() => {
    if (!media || format) return;
    const onError = () => setFailed(true);
    media.addEventListener('error', onError);
    // The element is made while React renders and starts loading at once; when that render commits
    // later (a sibling suspended), an error of a file that is quickly refused came before any
    // listener, React's own included (the dead control bar): the element still holds it.
    if (media.error) onError();
    return () => media.removeEventListener('error', onError);
  }, [media, format]);

  const retry = () => {
    setFailed(false);
    focusPlayer.current = true;
    if (!media) return;
    if (format) {
      playWhenReady.current = true;
      setAttempt((count) => count + 1);
      return;
    }
    // load() runs the element's source selection again; where it stopped is kept.
    const position = media.currentTime;
    media.load();
    if (position > 0) seek(media, position);
    play(media);
  };

  useEffect(() => {
    if (failed || !focusPlayer.current) return;
    focusPlayer.current = false;
    media?.focus();
  }, [failed, media]);

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
        <div className={kind === 'video' ? css.videoFailure : css.failure}>
          <p role="alert" className={css.failureText}>
            {failedText}
          </p>
          <button type="button" className={css.primary} onClick={retry}>
            {messages.retry}
          </button>
        </div>
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
