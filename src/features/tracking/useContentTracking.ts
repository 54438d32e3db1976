// One tracking exit per view of a content (content-app.md 3, 4): sent when the learner leaves the page
// (another route, or the tab closes), or after 300000 ms without activity unless media is playing.
// Audio, video and live stream skip the idle rule; their time is the time on the page all the same.
import { useEffect, useMemo, useRef } from 'react';
import { queryClient } from '../../api/query-client';
import { sendTrackingExit } from '../../api/engagement';
import { useMenuData } from '../../session';
import type { MediaActivity } from './MediaActivity';
import {
  IDLE_DEBOUNCE_MS,
  IDLE_TIMEOUT_MS,
  pointsFeatureOn,
  secondsBetween,
  usesGenericTracking,
} from './rules';

export const pointsKey = ['points', 'total'] as const;

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

interface Tracked {
  idContentItem: number;
  idContentType: number;
}

/** Tracks the view of `item`; returns what its media players report to. */
export function useContentTracking(item: Tracked, idSection: number | undefined): MediaActivity {
  const gamification = useMenuData()?.loginInfo.gamification;
  const state = useRef({ playing: false, position: 0 });
  // React's development double mount ends a view and starts it again at once: the ending waits one
  // task, and a start of the same content within it cancels it (still one record per view).
  const pendingExit = useRef<{ idContentItem: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const { idContentItem, idContentType } = item;

  useEffect(() => {
    if (pendingExit.current?.idContentItem === idContentItem) clearTimeout(pendingExit.current.timer);
    pendingExit.current = null;
    const timeStart = new Date();
    let lastActivity = timeStart;
    let sent = false;
    const send = (until: Date, leaving = false) => {
      if (sent) return;
      sent = true;
      sendTrackingExit(
        {
          timeStart,
          idContentItem,
          idSection,
          timeExecuted: secondsBetween(timeStart, until),
        },
        leaving,
      )
        .then((total) => {
          if (pointsFeatureOn(gamification)) queryClient.setQueryData(pointsKey, total);
        })
        // Tracking failures are only logged (content-app.md 8).
        .catch((error: unknown) => console.warn('tracking exit not recorded', error));
    };

    let idle: ReturnType<typeof setTimeout> | undefined;
    let lastReset = 0;
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        // Media playing keeps the learner there: wait another full period.
        if (state.current.playing) armIdle();
        else send(lastActivity);
      }, IDLE_TIMEOUT_MS);
    };
    const onActivity = () => {
      lastActivity = new Date();
      if (sent || lastActivity.getTime() - lastReset < IDLE_DEBOUNCE_MS) return;
      lastReset = lastActivity.getTime();
      armIdle();
    };
    const generic = usesGenericTracking(idContentType);
    if (generic) {
      armIdle();
      for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    }
    const onPageHide = () => send(new Date(), true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearTimeout(idle);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.removeEventListener('pagehide', onPageHide);
      const left = new Date();
      pendingExit.current = { idContentItem, timer: setTimeout(() => send(left)) };
    };
  }, [idContentItem, idContentType, idSection, gamification]);

  return useMemo(
    () => ({
      playing: (isPlaying) => {
        state.current.playing = isPlaying;
      },
      position: (seconds) => {
        state.current.position = seconds;
      },
    }),
    [],
  );
}
