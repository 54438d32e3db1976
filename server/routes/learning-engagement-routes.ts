// Tags, equivalences, access records and trackings of the learning area (learning-area.md 7.1, 7.3, 4.2):
//   GET  /learning/tags/?searchString&offset&limit    -> {totalRecords, result}: the tenant's tags (page 10)
//   GET  /learning/tags/users/{idUser}                -> {tags}; POST the same with {tags}: the learner's topics
//   GET  /learning/nodes/{idNode}/equivalences        -> {result: [{origin: {nodeCode, title}}]}
//   POST /learning/contents/{id}/accesses {idEnrollment, type: ACCESS_CONTENT, progress}
//   POST /learning/contents/{id}/trackings {startTime, idContentItem, learningArea, idSection?, seconds} -> {earnPoints}
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure, messages } from '../messages.ts';
import { learningMessages } from '../learning/messages.ts';
import type { Database } from '../db/database.ts';
import type { RouteContext } from '../route-context.ts';
import { ancestry } from '../learning/store.ts';
import { parseUtcTime } from './engagement-routes.ts';
import { bodySchema, idParams } from './learning-route-helpers.ts';
import { contentRefusal } from './learning-evaluation-views.ts';
import { folded } from '../learning/rules.ts';
import { isActiveEnrollment, loadLearningView } from '../learning/view-model.ts';

export interface Tracking {
  idApp: number;
  idUser: number;
  idContentItem: number;
  idSection: number | null;
  started: Date;
  seconds: number;
}

/**
 * Records time spent in a content item; says whether it earned the learner points: once per learner and
 * content, the first tracking earns them (as the content app's views do). The SCORM finish uses it too.
 */
export async function recordTracking(db: Database, tracking: Tracking, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await tx.query(
      'SELECT 1 FROM learning_trackings WHERE id_app = $1 AND id_user = $2 AND id_content_item = $3 LIMIT 1',
      [tracking.idApp, tracking.idUser, tracking.idContentItem],
    );
    const first = before.length === 0;
    await tx.query(
      `INSERT INTO learning_trackings
         (id_app, id_user, id_content_item, id_section, start_time, seconds, earned_points, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        tracking.idApp,
        tracking.idUser,
        tracking.idContentItem,
        tracking.idSection,
        tracking.started,
        tracking.seconds,
        first,
        now,
      ],
    );
    return first;
  });
}

/** Tags page 10; the topics modal searches up to 400 characters (learning-area.md 9). */
const tagPageSize = 10;
export async function learningEngagementRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  async function tenantTags(idApp: number): Promise<string[]> {
    const rows = await context.db.query<{ tag: string }>(
      'SELECT DISTINCT tag FROM learning_node_tags WHERE id_app = $1',
      [idApp],
    );
    return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b, 'pt-BR'));
  }

  app.get<{ Querystring: { searchString: string; offset: number; limit: number } }>(
    '/learning/tags/',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            searchString: { type: 'string', maxLength: 400, default: '' },
            offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: tagPageSize },
          },
        },
      },
    },
    async (request) => {
      const { tenant } = authenticatedOf(request);
      const { searchString, offset, limit } = request.query;
      const wanted = folded(searchString.trim());
      const found = (await tenantTags(tenant.idApp)).filter((tag) => folded(tag).includes(wanted));
      return { totalRecords: found.length, result: found.slice(offset, offset + limit) };
    },
  );

  app.get<{ Params: { idUser: number } }>(
    '/learning/tags/users/:idUser',
    { schema: { params: idParams('idUser') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      if (request.params.idUser !== session.idUser)
        return reply.code(403).send(failure(learningMessages.otherLearner));
      const [row] = await context.db.query<{ tags: string[] }>(
        'SELECT tags FROM learning_user_tags WHERE id_app = $1 AND id_user = $2',
        [tenant.idApp, session.idUser],
      );
      return { tags: row?.tags ?? [] };
    },
  );

  app.post<{ Params: { idUser: number }; Body: { tags: string[] } }>(
    '/learning/tags/users/:idUser',
    { schema: { params: idParams('idUser'), body: bodySchema('learning-user-tags-body.json') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      if (request.params.idUser !== session.idUser)
        return reply.code(403).send(failure(learningMessages.otherLearner));
      const known = new Set(await tenantTags(tenant.idApp));
      const unknown = request.body.tags.find((tag) => !known.has(tag));
      if (unknown !== undefined) return reply.code(400).send(failure(learningMessages.unknownTag(unknown)));
      await context.db.query(
        `INSERT INTO learning_user_tags (id_app, id_user, tags) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (id_app, id_user) DO UPDATE SET tags = EXCLUDED.tags`,
        [tenant.idApp, session.idUser, JSON.stringify(request.body.tags)],
      );
      return { tags: request.body.tags };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/learning/nodes/:id/equivalences',
    { schema: { params: idParams('id') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
      const node = view.tree.nodes.find((candidate) => candidate.idNode === request.params.id);
      if (!node) return reply.code(404).send(failure(learningMessages.nodeNotFound));
      // A node's equivalences are the nodes whose originalNodeCode is its own (a course re-published).
      const origins = view.tree.nodes.filter(
        (other) => other !== node && other.fields.originalNodeCode === node.nodeCode,
      );
      return {
        result: origins.map((origin) => ({
          origin: { nodeCode: origin.nodeCode, title: origin.fields.title },
        })),
      };
    },
  );

  app.post<{
    Params: { id: number };
    Body: { idEnrollment: number; type: 'ACCESS_CONTENT'; progress: number };
  }>(
    '/learning/contents/:id/accesses',
    { schema: { params: idParams('id'), body: bodySchema('learning-content-access-body.json') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
      const enrollment = view.learner.enrollments.find(
        (row) => row.idEnrollment === request.body.idEnrollment,
      );
      if (!enrollment) return reply.code(404).send(failure(learningMessages.enrollmentNotFound));
      if (!isActiveEnrollment(enrollment))
        return reply.code(403).send(failure(learningMessages.enrollmentRequired));
      const content = view.contents.find((row) => row.item.idContentItem === request.params.id);
      const inCourse =
        content !== undefined &&
        ancestry(view.tree, content.nodeCode).some((node) => node.nodeCode === enrollment.nodeCode);
      if (!inCourse) return reply.code(404).send(failure(learningMessages.contentNotInEnrollment));
      const refusal = contentRefusal(view, enrollment, content);
      if (refusal) return reply.code(409).send(failure(refusal));
      await context.db.query(
        `INSERT INTO learning_content_accesses (id_app, id_user, id_enrollment, id_content_item, progress, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          tenant.idApp,
          session.idUser,
          enrollment.idEnrollment,
          request.params.id,
          request.body.progress,
          context.now(),
        ],
      );
      return reply.code(201).send({ success: true, message: learningMessages.accessRecorded });
    },
  );

  app.post<{
    Params: { id: number };
    Body: {
      startTime: string;
      idContentItem: number;
      learningArea: true;
      idSection?: number;
      seconds: number;
    };
  }>(
    '/learning/contents/:id/trackings',
    { schema: { params: idParams('id'), body: bodySchema('learning-tracking-body.json') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const { startTime, idContentItem, idSection, seconds } = request.body;
      if (idContentItem !== request.params.id) {
        return reply.code(400).send(failure(learningMessages.trackingOfAnotherContent));
      }
      const started = parseUtcTime(startTime);
      if (!started) return reply.code(400).send(failure(messages.invalidTrackingTime));
      const [content] = await context.db.query<{ restricted: boolean }>(
        `SELECT (item ->> 'hasAccess') = 'false' AS restricted FROM learning_contents
          WHERE id_app = $1 AND id_content_item = $2`,
        [tenant.idApp, idContentItem],
      );
      if (!content) return reply.code(404).send(failure(learningMessages.contentNotFound));
      if (content.restricted) return reply.code(403).send(failure(learningMessages.restricted));
      const earnPoints = await recordTracking(
        context.db,
        {
          idApp: tenant.idApp,
          idUser: session.idUser,
          idContentItem,
          idSection: idSection ?? null,
          started,
          seconds,
        },
        context.now(),
      );
      return { earnPoints };
    },
  );
}
