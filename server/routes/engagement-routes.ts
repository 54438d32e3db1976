// Engagement calls of content-app.md 7: the tracking record (media position), the tracking exit (one
// per view, answering with the learner's points), the vote, and durations the app measured.
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { engagementMessages } from '../messages-engagement.ts';
import { failure, messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { findContentItem } from '../store/content-store.ts';
import {
  knownDuration,
  saveMissingDuration,
  saveTrackingExit,
  saveTrackingRecord,
  saveVote,
} from '../store/engagement-store.ts';

/** "YYYY-MM-DD HH:mm:ss" in UTC, as the spec's tracking record writes its start time. */
export const UTC_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

const id = { type: 'integer', minimum: 1 } as const;
const optionalId = { type: 'integer', minimum: 0 } as const;
const timeStart = { type: 'string', pattern: UTC_TIME } as const;
/** Stored as a smallint: a larger value is a 400, not a failed insert. */
const navigationType = { type: 'integer', minimum: 1, maximum: 32767 } as const;

const trackingSchema = {
  body: {
    type: 'object',
    required: ['timeStart', 'idContentItem', 'idNavigationType', 'position'],
    properties: {
      timeStart,
      idContentItem: id,
      idNavigationType: navigationType,
      idSection: optionalId,
      position: { type: 'number', minimum: 0, maximum: 864000 },
    },
  },
} as const;

const exitSchema = {
  body: {
    type: 'object',
    required: ['timeStart', 'idNavigationItem', 'idNavigationType', 'timeExecuted'],
    properties: {
      timeStart,
      idNavigationItem: id,
      idNavigationType: navigationType,
      idSection: optionalId,
      timeExecuted: { type: 'number', minimum: 0, maximum: 864000 },
    },
  },
} as const;

const voteSchema = {
  body: {
    type: 'object',
    required: ['idContentItem', 'vote'],
    properties: { idContentItem: id, vote: { type: 'integer', minimum: 1, maximum: 5 } },
  },
} as const;

const durationSchema = {
  body: {
    type: 'object',
    required: ['idContentItem', 'duration'],
    properties: { idContentItem: id, duration: { type: 'number', minimum: 0, maximum: 8640000 } },
  },
} as const;

/** A UTC "YYYY-MM-DD HH:mm:ss" as a Date, or undefined when it names no real moment. */
export function parseUtcTime(text: string): Date | undefined {
  const date = new Date(`${text.replace(' ', 'T')}Z`);
  // Year 0000 is a valid ISO date but no PostgreSQL timestamp (which has no year zero).
  return Number.isNaN(date.getTime()) ||
    date.getUTCFullYear() < 1 ||
    date.toISOString().slice(0, 19).replace('T', ' ') !== text
    ? undefined
    : date;
}

interface TrackingBody {
  timeStart: string;
  idContentItem: number;
  idNavigationType: number;
  idSection?: number;
  position: number;
}

interface ExitBody {
  timeStart: string;
  idNavigationItem: number;
  idNavigationType: number;
  idSection?: number;
  timeExecuted: number;
}

export async function engagementRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  const learnerOf = (request: Parameters<typeof authenticatedOf>[0]) => {
    const { session } = authenticatedOf(request);
    return { idApp: session.idApp, idUser: session.idUser };
  };
  const exists = async (idApp: number, idContentItem: number) =>
    (await findContentItem(context.db, idApp, idContentItem)) !== undefined;

  const limited = app.limits.perUser('trackingPerUser');
  const tracking = { schema: trackingSchema, preHandler: limited };
  const trackingExit = { schema: exitSchema, preHandler: limited };
  app.post<{ Body: TrackingBody }>('/tracking', tracking, async (request, reply) => {
    const learner = learnerOf(request);
    const { timeStart: start, ...record } = request.body;
    const started = parseUtcTime(start);
    if (!started) return reply.code(400).send(failure(messages.invalidTrackingTime));
    if (!(await exists(learner.idApp, record.idContentItem)))
      return reply.code(404).send(failure(messages.contentNotFound));
    await saveTrackingRecord(context.db, learner, { ...record, timeStart: started }, context.now());
    return { success: true };
  });

  app.post<{ Body: ExitBody }>('/tracking/exit', trackingExit, async (request, reply) => {
    const learner = learnerOf(request);
    const { timeStart: start, ...exit } = request.body;
    const started = parseUtcTime(start);
    if (!started) return reply.code(400).send(failure(messages.invalidTrackingTime));
    if (!(await exists(learner.idApp, exit.idNavigationItem)))
      return reply.code(404).send(failure(messages.contentNotFound));
    const totalUserPoints = await saveTrackingExit(
      context.db,
      learner,
      { ...exit, timeExecuted: Math.round(exit.timeExecuted), timeStart: started },
      context.now(),
    );
    return { success: true, totalUserPoints };
  });

  app.post<{ Body: { idContentItem: number; vote: number } }>(
    '/ranking/vote/',
    { schema: voteSchema },
    async (request, reply) => {
      const learner = learnerOf(request);
      if (!(await exists(learner.idApp, request.body.idContentItem)))
        return reply.code(404).send(failure(messages.contentNotFound));
      await saveVote(context.db, learner, request.body.idContentItem, request.body.vote, context.now());
      return { success: true };
    },
  );

  // Only where no duration is known (content-app.md 7): a learner cannot change it for everyone. The
  // same value again is a success (two learners opening one playlist at once), another one a 409.
  app.post<{ Body: { idContentItem: number; duration: number } }>(
    '/content/updateduration',
    { schema: durationSchema },
    async (request, reply) => {
      const { idApp } = learnerOf(request);
      const item = await findContentItem(context.db, idApp, request.body.idContentItem);
      if (!item) return reply.code(404).send(failure(messages.contentNotFound));
      const duration = Math.round(request.body.duration);
      const saved =
        (await knownDuration(context.db, idApp, item)) === undefined &&
        (await saveMissingDuration(context.db, idApp, item.idContentItem, duration));
      if (!saved && (await knownDuration(context.db, idApp, item)) !== duration)
        return reply.code(409).send(failure(engagementMessages.durationAlreadySet));
      return { success: true };
    },
  );
}
