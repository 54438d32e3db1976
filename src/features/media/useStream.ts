// Attaches shaka-player to the element for an HLS or DASH url, once the start position is decided
// (the resume dialog answered): shaka then starts there itself, where a seek during its load could be
// lost. The player is destroyed with the element or when the url changes.
import { useEffect, useRef } from 'react';
import { createStreamPlayer, type StreamingFormat, type StreamPlayer } from './streaming';

interface StreamOptions {
  url: string;
  format: StreamingFormat | undefined;
  /** Seconds to start at; undefined while it is not known yet (nothing loads). */
  startAt: number | undefined;
  /** The stream could not load or broke while playing. */
  onFailure: (error: unknown) => void;
  /** Called once the stream is ready: the viewer starts playing when the learner asked to. */
  onReady: (media: HTMLMediaElement) => void;
}

export function useStream(media: HTMLMediaElement | null, options: StreamOptions) {
  const { url, format, startAt } = options;
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
      if (!cancelled) callbacks.current.onFailure(error);
    };
    (async () => {
      const created = await createStreamPlayer(format);
      if (cancelled) return void created?.destroy();
      if (!created) return fail(new Error('MediaSource is not supported'));
      player = created;
      player.addEventListener('error', (event) => fail((event as CustomEvent).detail));
      await player.attach(media);
      const start = callbacks.current.startAt;
      await player.load(url, start ? start : undefined);
      if (!cancelled) callbacks.current.onReady(media);
    })().catch(fail);
    return () => {
      cancelled = true;
      void player?.destroy();
    };
  }, [media, url, format, ready]);
}
