// The engagement calls of content-app.md 7: tracking record (a media position), tracking exit (one per
// view), vote, and durations the app measured. Failures of tracking and votes are only logged by the
// callers (content-app.md 8); none of these calls ever blocks what the learner is doing.
import { api } from './instance';

/** The tracking type constant of content-app.md 3 and 9. */
const NAVIGATION_TYPE_CONTENT = 1;

/** "YYYY-MM-DD HH:mm:ss" in UTC, the tracking record's start time. */
const utcTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

// Sent while the page unloads: keepalive lets the request outlive the document.
const keepalive: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true });

interface PositionReport {
  timeStart: Date;
  idContentItem: number;
  idSection?: number;
  /** Seconds into the media. */
  position: number;
}

export async function saveMediaPosition({ timeStart, position, ...ids }: PositionReport, leaving = false) {
  await api().request('POST', '/tracking', {
    schema: 'api/message-response',
    body: {
      timeStart: utcTime(timeStart),
      idNavigationType: NAVIGATION_TYPE_CONTENT,
      position: Math.max(0, Math.round(position * 10) / 10),
      ...ids,
    },
    ...(leaving ? { fetch: keepalive } : {}),
  });
}

interface ViewExit {
  timeStart: Date;
  idContentItem: number;
  idSection?: number;
  /** Seconds spent on the content in this view. */
  timeExecuted: number;
}

/** Records one view; answers the learner's points after it. `leaving`: the page is unloading. */
export async function sendTrackingExit(
  { timeStart, idContentItem, idSection, timeExecuted }: ViewExit,
  leaving = false,
) {
  const response = await api().request('POST', '/tracking/exit', {
    schema: 'api/tracking-exit-response',
    body: {
      timeStart: utcTime(timeStart),
      idNavigationItem: idContentItem,
      idNavigationType: NAVIGATION_TYPE_CONTENT,
      ...(idSection ? { idSection } : {}),
      timeExecuted: Math.max(0, Math.round(timeExecuted)),
    },
    ...(leaving ? { fetch: keepalive } : {}),
  });
  return response.totalUserPoints;
}

export async function sendVote(idContentItem: number, vote: number) {
  await api().request('POST', '/ranking/vote/', {
    schema: 'api/message-response',
    body: { idContentItem, vote },
  });
}

/** Saves a duration the app measured (a playlist's videos summed), in seconds. */
export async function saveDuration(idContentItem: number, duration: number) {
  await api().request('POST', '/content/updateduration', {
    schema: 'api/message-response',
    body: { idContentItem, duration: Math.round(duration) },
  });
}

/** The content the user was last tracked on (the return-to-last-content prompt, content-app.md 4). */
export const lastTrackedContent = async () =>
  (await api().request('GET', '/tracking/last', { schema: 'api/tracking-last-response' })).content;
