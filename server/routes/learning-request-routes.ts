// Enrolment requests and class attachments (learning-area.md 4.6, 7.2, 7.3):
//   GET /learning/students/{idUser}/has-enrollment-requests      -> {hasEnrollmentRequests}
//   GET /learning/enrollment-requests/?idUser&offset&limit&status -> {totalRecords, result} (page 10, newest first)
//   PUT /learning/enrollment-requests/{id}/cancel                -> {success, message}: only a PENDING one
//   GET /learning/attachments/teams/{idTeam}?offset&limit        -> {totalRecords, result} (page 25), for the class's learners
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure } from '../messages.ts';
import { learningMessages } from '../messages-learning.ts';
import type { RouteContext } from '../route-context.ts';
import { idParams, paging } from './learning-route-helpers.ts';

const requestStatuses = ['PENDING', 'APPROVED', 'DENIED', 'CANCELED'] as const;
/** Enrollment requests page 10, attachments page 25 (learning-area.md 9). */
const requestPageSize = 10;
const attachmentPageSize = 25;

export async function learningRequestRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Params: { idUser: number } }>(
    '/learning/students/:idUser/has-enrollment-requests',
    { schema: { params: idParams('idUser') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      if (request.params.idUser !== session.idUser) {
        return reply.code(403).send(failure(learningMessages.otherLearner));
      }
      const rows = await context.db.query(
        'SELECT 1 FROM learning_enrollment_requests WHERE id_app = $1 AND id_user = $2 LIMIT 1',
        [tenant.idApp, session.idUser],
      );
      return { hasEnrollmentRequests: rows.length > 0 };
    },
  );

  app.get<{ Querystring: { idUser?: number; offset: number; limit: number; status?: string } }>(
    '/learning/enrollment-requests/',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            idUser: { type: 'integer', minimum: 1 },
            ...paging(requestPageSize),
            status: {
              type: 'string',
              maxLength: 100,
              pattern: `^(${requestStatuses.join('|')})(,(${requestStatuses.join('|')}))*$`,
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const { idUser = session.idUser, offset, limit, status = 'PENDING' } = request.query;
      if (idUser !== session.idUser) return reply.code(403).send(failure(learningMessages.otherLearner));
      const statuses = `{${status}}`;
      const rows = await context.db.query<{
        id_enrollment_request: number;
        title: string;
        created_at: Date;
        status_date: Date | null;
        status: (typeof requestStatuses)[number];
        reason: string | null;
        id_enrollment: number | null;
      }>(
        `SELECT r.id_enrollment_request, n.title || ' - ' || (t.team ->> 'name') AS title, r.created_at,
                r.status_date, r.status, r.reason, e.id_enrollment
           FROM learning_enrollment_requests r
           JOIN learning_teams t ON t.id_app = r.id_app AND t.id_team = r.id_team
           JOIN learning_nodes n ON n.id_app = t.id_app AND n.node_code = t.node_code
           LEFT JOIN learning_enrollments e
             ON e.id_app = r.id_app AND e.id_team = r.id_team AND e.id_user = r.id_user AND r.status = 'APPROVED'
          WHERE r.id_app = $1 AND r.id_user = $2 AND r.status = ANY($3::text[])
          ORDER BY r.created_at DESC, r.id_enrollment_request DESC
          OFFSET $4 LIMIT $5`,
        [tenant.idApp, session.idUser, statuses, offset, limit],
      );
      // Counted apart, so a page past the end still tells how many there are.
      const [counted] = await context.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM learning_enrollment_requests
          WHERE id_app = $1 AND id_user = $2 AND status = ANY($3::text[])`,
        [tenant.idApp, session.idUser, statuses],
      );
      return {
        totalRecords: counted?.total ?? 0,
        result: rows.map((row) => ({
          idEnrollmentRequest: row.id_enrollment_request,
          idEnrollment: row.id_enrollment,
          title: row.title,
          creationDate: new Date(row.created_at).toISOString(),
          statusDate: row.status_date ? new Date(row.status_date).toISOString() : null,
          status: row.status,
          reason: row.reason,
        })),
      };
    },
  );

  app.put<{ Params: { idEnrollmentRequest: number } }>(
    '/learning/enrollment-requests/:idEnrollmentRequest/cancel',
    { schema: { params: idParams('idEnrollmentRequest') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const [row] = await context.db.query<{ status: string }>(
        `SELECT status FROM learning_enrollment_requests
          WHERE id_app = $1 AND id_user = $2 AND id_enrollment_request = $3`,
        [tenant.idApp, session.idUser, request.params.idEnrollmentRequest],
      );
      // Another learner's request is not found either (6).
      if (!row) return reply.code(404).send(failure(learningMessages.requestNotFound));
      if (row.status !== 'PENDING') return reply.code(409).send(failure(learningMessages.onlyPendingCancel));
      await context.db.query(
        `UPDATE learning_enrollment_requests SET status = 'CANCELED', status_date = $3
          WHERE id_app = $1 AND id_enrollment_request = $2`,
        [tenant.idApp, request.params.idEnrollmentRequest, context.now()],
      );
      return { success: true, message: learningMessages.requestCanceled };
    },
  );

  app.get<{ Params: { idTeam: number }; Querystring: { offset: number; limit: number } }>(
    '/learning/attachments/teams/:idTeam',
    {
      schema: {
        params: idParams('idTeam'),
        querystring: { type: 'object', properties: paging(attachmentPageSize) },
      },
    },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const enrolled = await context.db.query(
        'SELECT 1 FROM learning_enrollments WHERE id_app = $1 AND id_user = $2 AND id_team = $3 LIMIT 1',
        [tenant.idApp, session.idUser, request.params.idTeam],
      );
      if (enrolled.length === 0) return reply.code(403).send(failure(learningMessages.notInTeam));
      const attachments = await context.db.query<{ attachment: unknown }>(
        'SELECT attachment FROM learning_attachments WHERE id_app = $1 AND id_team = $2 ORDER BY position',
        [tenant.idApp, request.params.idTeam],
      );
      const { offset, limit } = request.query;
      return {
        totalRecords: attachments.length,
        result: attachments.slice(offset, offset + limit).map((row) => row.attachment),
      };
    },
  );
}
