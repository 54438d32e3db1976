// Whether a player's source failed, and the learner's "Tentar novamente": every <audio>/<video> of the
// app (the media viewers, the video mosaic's tiles, a video posted on a wall) takes its failure and
// retry from here, so none is left with a control bar that does nothing. The player hides its element
// while `failed` and draws <PlaybackFailure> in its place.
import { useEffect, useRef, useState } from 'react';
import { play, seek } from './playback';

export interface PlaybackFailureOptions {
  /**
   * Given when the element plays a stream: shaka hears the element's errors and reports them itself
   * (the player calls `fail`), and the retry calls this (a new shaka player) instead of reloading the
   * element's own src.
   */
  reloadStream?: () => void;
}

export function usePlaybackFailure(
  media: HTMLMediaElement | null,
  { reloadStream }: PlaybackFailureOptions = {},
) {
  const [failed, setFailed] = useState(false);
  // The retry button disappears with the failure: focus goes back to the player, not to the page.
  const focusPlayer = useRef(false);
  const stream = reloadStream !== undefined;

  // A file reports its own failures (a missing file, a codec the browser lacks).
  useEffect(() => {
    if (!media || stream) return;
    const onError = () => setFailed(true);
    media.addEventListener('error', onError);
    // The element is made while React renders and starts loading at once; when that render commits
    // later (a sibling suspended), an error of a file that is quickly refused came before any
    // listener, React's own included (the dead control bar): the element still holds it.
    if (media.error) onError();
    return () => media.removeEventListener('error', onError);
  }, [media, stream]);

  const retry = () => {
    setFailed(false);
    focusPlayer.current = true;
    if (!media) return;
    if (reloadStream) return reloadStream();
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

  return { failed, fail: () => setFailed(true), retry };
}
