// What the learning area asks of a player beyond the content app's (learning-area.md 4.2): the resume
// question in its own words, seek blocking, and the played percent when the learner leaves or the media
// ends. The learning viewer provides it around the content viewers it reuses; the players read it here,
// so no viewer is copied and a content-app page (no provider) plays as before.
import { createContext, useContext, useEffect, useEffectEvent, type ReactNode } from 'react';
import { listenWithPageHide } from './listen';

/** learning-area.md 9: "Seek limit 2 s, lock 500 ms". */
export const SEEK_LIMIT_SECONDS = 2;
export const SEEK_LOCK_MS = 500;

export interface LearningPlayback {
  /** isSeekingBlocked: no jump more than 2 s past the furthest point played. */
  seekingBlocked: boolean;
  /** The stored progress (0-100): the part already played counts as played. */
  storedProgress: number;
  /** Ask to resume at lastPosition only without a content enrollment (4.2). */
  resume: boolean;
  /** The media played to its end. */
  onEnded(): void;
  /** The learner leaves (another page, the tab closes) having played this percent (0-100). */
  onLeave(playedPercent: number): void;
}

const LearningPlaybackContext = createContext<LearningPlayback | null>(null);

export function LearningPlaybackProvider({
  value,
  children,
}: {
  value: LearningPlayback;
  children: ReactNode;
}) {
  return <LearningPlaybackContext value={value}>{children}</LearningPlaybackContext>;
}

/** The learning rules around this player, or null on a content-app page. */
export const useLearningPlayback = () => useContext(LearningPlaybackContext);

/**
 * Where a seek may land: up to 2 s past the furthest point played; beyond that, back to that point.
 * Pure, for the tests: the hook below only applies it.
 */
export function allowedSeek(target: number, furthest: number): number {
  return target > furthest + SEEK_LIMIT_SECONDS ? furthest : target;
}

/** Percent of the media played, 0-100, whole numbers (the server stores integers). */
export function playedPercent(furthest: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((furthest / duration) * 100)));
}

/** Applies the learning rules to a player's element; does nothing without a provider. */
export function useLearningRules(media: HTMLMediaElement | null) {
  const rules = useLearningPlayback();
  // The latest callbacks without re-binding the element's listeners on every render.
  const current = useEffectEvent(() => rules);
  const enabled = rules !== null;
  useEffect(() => {
    if (!media || !enabled) return;
    let furthest = 0;
    let lockedUntil = 0;
    let ended = false;
    const fromProgress = () => {
      const stored = current()?.storedProgress ?? 0;
      if (Number.isFinite(media.duration)) furthest = Math.max(furthest, (stored / 100) * media.duration);
    };
    fromProgress();
    const onTime = () => {
      // Natural playback moves a fraction of a second per event; a jump is a seek, judged below.
      if (!media.seeking && media.currentTime <= furthest + SEEK_LIMIT_SECONDS) {
        furthest = Math.max(furthest, media.currentTime);
      }
    };
    const onSeeking = () => {
      if (!current()?.seekingBlocked) return;
      const now = performance.now();
      const allowed = allowedSeek(media.currentTime, furthest);
      // During the lock every seek goes back to the furthest point: holding the slider cannot win.
      if (now < lockedUntil ? media.currentTime !== furthest : allowed !== media.currentTime) {
        lockedUntil = now + SEEK_LOCK_MS;
        media.currentTime = furthest;
      }
    };
    const onEnded = () => {
      furthest = media.duration;
      ended = true;
      current()?.onEnded();
    };
    const leave = () => {
      if (ended) return;
      current()?.onLeave(playedPercent(Math.max(furthest, media.currentTime), media.duration));
    };
    const unlisten = listenWithPageHide(
      media,
      {
        loadedmetadata: fromProgress,
        timeupdate: onTime,
        seeking: onSeeking,
        ended: onEnded,
      },
      leave,
    );
    return () => {
      unlisten();
      leave();
    };
  }, [media, enabled]);
  return rules;
}
