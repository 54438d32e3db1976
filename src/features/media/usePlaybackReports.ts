// What a player tells the server and the page while it plays (content-app.md 3 "Tracking record", 4
// "Media resume", "Idle tracking"): the position is saved every 10 s of playing, on pause, at the end
// and when the learner leaves (another route, or the tab closes), so a reload resumes close to where
// they stopped; the page's tracking hears whether something plays, so the idle rule waits meanwhile.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../api/content';
import { saveMediaPosition } from '../../api/engagement';
import type { ContentItem } from '../../generated/types';
import { useMediaActivity } from '../tracking';
import { listenWithPageHide } from './listen';

const SAVE_INTERVAL_MS = 10_000;
/** Positions closer than this to the last one saved are not sent again (pause right before ended). */
const SAME_POSITION_SECONDS = 0.5;

interface Reported {
  idContentItem: number;
  idSection?: number;
}

export function usePlaybackReports(media: HTMLMediaElement | null, { idContentItem, idSection }: Reported) {
  const activity = useMediaActivity();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!media) return;
    const timeStart = new Date();
    // Nothing is saved before the learner plays: opening the page and leaving must not wipe the
    // position a previous view saved.
    let started = false;
    let lastSaved: number | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;

    const save = (leaving = false) => {
      const position = media.currentTime;
      if (!started || !Number.isFinite(position)) return;
      if (lastSaved !== undefined && Math.abs(position - lastSaved) < SAME_POSITION_SECONDS) return;
      lastSaved = position;
      // The item stays cached for a while: coming back to it (history, the listen-again list) must
      // offer this position without waiting for a refetch.
      queryClient.setQueryData<ContentItem | null>(contentKeys.item(idContentItem), (item) =>
        item ? { ...item, lastPosition: position } : item,
      );
      saveMediaPosition({ timeStart, idContentItem, idSection, position }, leaving).catch((error: unknown) =>
        // Tracking failures are only logged (content-app.md 8).
        console.warn('media position not saved', error),
      );
    };
    const stopTimer = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onPlaying = () => {
      started = true;
      activity.playing(true);
      stopTimer();
      timer = setInterval(save, SAVE_INTERVAL_MS);
    };
    const onStopped = () => {
      activity.playing(false);
      stopTimer();
      save();
    };
    const onFailed = () => {
      activity.playing(false);
      stopTimer();
    };
    const onTime = () => activity.position(media.currentTime);
    const onLeave = () => save(true);

    const unlisten = listenWithPageHide(
      media,
      {
        playing: onPlaying,
        pause: onStopped,
        ended: onStopped,
        error: onFailed,
        timeupdate: onTime,
      },
      onLeave,
    );
    return () => {
      unlisten();
      stopTimer();
      activity.playing(false);
      save(true);
    };
  }, [media, idContentItem, idSection, activity, queryClient]);
}
