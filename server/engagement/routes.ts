// Engagement calls of content-app.md 7, for signed-in users of the host's tenant:
//   POST /api/tracking               -> the tracking record (media position)
//   POST /api/tracking/exit          -> the tracking exit (one per view), answering the learner's points
//   POST /api/ranking/vote/          -> a vote of 1 to 5 on a content
//   POST /api/content/updateduration -> a duration the app measured (a playlist's total)
//   GET  /api/tracking/last          -> the content the learner was last tracked on, or null
//        (the return-to-last-content prompt, content-app.md 4)
import { authenticatedOf } from '../auth/session-guard.ts';
import { findContentItem } from '../content/store.ts';
import type { Queryable } from '../db/database.ts';
import { apiSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { engagementMessages } from './messages.ts';
import { parseUtcTime } from './rules.ts';
import {
  knownDuration,
  lastTrackedContents,
  saveMissingDuration,
  saveTrackingExit,
  saveTrackingRecord,
  saveVote,
} from './store.ts';

/** The tracking's start as a Date; a 400 when it names no real moment (the schema checks the format). */
const startOf = (text: string) => parseUtcTime(text) ?? refuse(400, messages.invalidTrackingTime);

/** A content of the learner's tenant, or a 404. */
async function contentOf(db: Queryable, idApp: number, idContentItem: number) {
  return (await findContentItem(db, idApp, idContentItem)) ?? refuse(404, messages.contentNotFound);
}

export const engagementArea: Area = {
  name: 'engagement',
  routes: ({ db, now }, app) => {
    const limited = app.limits.perUser('trackingPerUser');
    const learnerOf = (request: Parameters<typeof authenticatedOf>[0]) => {
      const { session } = authenticatedOf(request);
      return { idApp: session.idApp, idUser: session.idUser };
    };
    return [
      route({
        method: 'POST',
        url: '/api/tracking',
        body: apiSchema('tracking-body'),
        preHandler: limited,
        handler: async (request) => {
          const learner = learnerOf(request);
          const { timeStart, ...record } = request.body;
          const started = startOf(timeStart);
          await contentOf(db, learner.idApp, record.idContentItem);
          await saveTrackingRecord(db, learner, { ...record, timeStart: started }, now());
          return { success: true };
        },
      }),
      route({
        method: 'POST',
        url: '/api/tracking/exit',
        body: apiSchema('tracking-exit-body'),
        preHandler: limited,
        handler: async (request) => {
          const learner = learnerOf(request);
          const { timeStart, ...exit } = request.body;
          const started = startOf(timeStart);
          await contentOf(db, learner.idApp, exit.idNavigationItem);
          const totalUserPoints = await saveTrackingExit(
            db,
            learner,
            { ...exit, timeExecuted: Math.round(exit.timeExecuted), timeStart: started },
            now(),
          );
          return { success: true, totalUserPoints };
        },
      }),
      route({
        method: 'GET',
        url: '/api/tracking/last',
        handler: async (request) => {
          const learner = learnerOf(request);
          for (const tracked of await lastTrackedContents(db, learner)) {
            const item = await findContentItem(db, learner.idApp, tracked.idContentItem);
            if (!item) continue;
            const idSection = tracked.idSection ?? item.idSection;
            const content = { idContentItem: item.idContentItem, text: item.text ?? '' };
            return { success: true, content: idSection ? { ...content, idSection } : content };
          }
          return { success: true, content: null };
        },
      }),
      route({
        method: 'POST',
        url: '/api/ranking/vote/',
        body: apiSchema('ranking-vote-body'),
        handler: async (request) => {
          const learner = learnerOf(request);
          const { idContentItem, vote } = request.body;
          await contentOf(db, learner.idApp, idContentItem);
          await saveVote(db, learner, idContentItem, vote, now());
          return { success: true };
        },
      }),
      // Only where no duration is known (content-app.md 7): a learner cannot change it for everyone.
      // The same value again is a success (two learners opening one playlist at once), another a 409.
      route({
        method: 'POST',
        url: '/api/content/updateduration',
        body: apiSchema('content-duration-body'),
        handler: async (request) => {
          const { idApp } = learnerOf(request);
          const item = await contentOf(db, idApp, request.body.idContentItem);
          const duration = Math.round(request.body.duration);
          const saved =
            (await knownDuration(db, idApp, item)) === undefined &&
            (await saveMissingDuration(db, idApp, item.idContentItem, duration));
          if (!saved && (await knownDuration(db, idApp, item)) !== duration)
            return refuse(409, engagementMessages.durationAlreadySet);
          return { success: true };
        },
      }),
    ];
  },
};
