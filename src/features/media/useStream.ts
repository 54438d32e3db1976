// Attaches shaka-player to the element for an HLS or DASH url, once the start position is decided
// (the resume dialog answered): shaka then starts there itself, where a seek during its load could be
// lost. The player is destroyed with the element or when the url changes, and made again for each new
// attempt (the learner's "Tentar novamente" after a failure).
import { useEffect, useRef } from 'react';
import { createStreamPlayer, type StreamingFormat, type StreamPlayer } from './streaming';

interface StreamOptions {
  url: string;
  format: StreamingFormat | undefined;
  /** Seconds to start at; undefined while it is not known yet (nothing loads). */
  startAt: number | undefined;
  /** Counts the learner's retries: a new value loads the stream again from scratch. */
  attempt?: number;
  /** The stream could not load or broke while playing (on the given attempt, 0 the first). */
  onFailure: (error: unknown, attempt: number) => void;
  /** Called once the stream is ready: the viewer starts playing when the learner asked to. */
  onReady: (media: HTMLMediaElement) => void;
}

/** shaka.util.Error.Severity.RECOVERABLE (CRITICAL is 2). */
const RECOVERABLE = 1;

export function useStream(media: HTMLMediaElement | null, options: StreamOptions) {
  const { url, format, startAt, attempt = 0 } = options;
  // The callbacks change every render; the stream must not reload for that.
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const ready = startAt !== undefined;

  useEffect(() => {
    if (!media || !format || !ready) return;
    let player: StreamPlayer | undefined;
    let cancelled = false;
    const fail = (error: unknown) => {
      if (!cancelled) callbacks.current.onFailure(error, attempt);
    };
    (async () => {
      const created = await createStreamPlayer(format);
      if (cancelled) return void created?.destroy();
      if (!created) return fail(new Error('MediaSource is not supported'));
      player = created;
      player.addEventListener('error', (event) => {
        const error = (event as CustomEvent<{ severity?: number } | undefined>).detail;
        // shaka retries what it can (a segment that timed out once) and says so with a recoverable
        // error: only the others stop the stream.
        if (error?.severity !== RECOVERABLE) fail(error);
      });
      await player.attach(media);
      const start = callbacks.current.startAt;
      await player.load(url, start ? start : undefined);
      if (!cancelled) callbacks.current.onReady(media);
    })().catch(fail);
    return () => {
      cancelled = true;
      void player?.destroy();
    };
  }, [media, url, format, ready, attempt]);
}
