// External courses (learning-area.md 4.9, 5, 7.7), the learner's own only (another's is not found):
//   GET  /api/learning/externalcourses/?offset&limit&statuses -> {totalRecords, result} (page 10, newest first)
//   POST /api/learning/externalcourses/                       -> {success, message, result}: a new PENDING
//        course; with idParentUserExternalCourse, the resubmission of the learner's REJECTED one (once)
//   GET  /api/learning/externalcourses/{id}                   -> {result}
//   PUT  /api/learning/externalcourses/{id}                   -> {success, message, result}: only PENDING
//   PUT  /api/learning/externalcourses/{id}/cancel            -> {success, message, result}: only PENDING, for good
//   PUT  /api/learning/externalcourses/{id}/review            -> an administrator approves or rejects a PENDING one
// and the evidence upload and download (routes-evidence.ts).
import multipart from '@fastify/multipart';
import { EVIDENCE_MAX_BYTES } from '../../src/shared-rules/external-course-evidence.ts';
import { canCancel, canEdit, canResubmit, canReview } from '../../src/shared-rules/external-course-status.ts';
import { externalCourseStatuses } from '../../src/shared-rules/external-course.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { withDefaults } from '../learning/query.ts';
import { isAdmin } from './access.ts';
import { externalCourseMessages as text } from './messages.ts';
import { checkedFields } from './rules.ts';
import { evidenceRoutes, checkEvidencePath } from './routes-evidence.ts';
import { closePendingCourse, findCourse, insertCourse, loadCourses, updatePendingCourse } from './store.ts';
import { courseView } from './views.ts';

const courseParams = idParams('idUserExternalCourse');
const courseBody = apiSchema('learning-external-course-body');

async function answerCourse(context: RouteContext, idApp: number, id: number, message?: string) {
  const row = await findCourse(context.db, idApp, id);
  if (!row) return refuse(404, text.notFound);
  return { success: true, ...(message ? { message } : {}), result: courseView(row) };
}

export const externalCoursesArea: Area = {
  name: 'external-courses',
  setup: async (app) => {
    // Only this area's upload reads a file, up to the spec's 5242880 bytes (9).
    await app.register(multipart, {
      limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
    });
  },
  routes: (context, app) => [
    route({
      method: 'GET',
      url: '/api/learning/externalcourses/',
      querystring: withDefaults(apiSchema('learning-external-courses-query'), 'offset', 'limit'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const { offset, limit, statuses } = request.query;
        const { total, rows } = await loadCourses(context.db, {
          idApp: tenant.idApp,
          idUser: session.idUser,
          statuses: statuses ? statuses.split(',') : externalCourseStatuses,
          offset,
          limit,
        });
        return { totalRecords: total, result: rows.map(courseView) };
      },
    }),
    route({
      method: 'POST',
      url: '/api/learning/externalcourses/',
      body: courseBody,
      handler: async (request, reply) => {
        const { tenant, session } = authenticatedOf(request);
        const at = context.now();
        const fields = checkedFields(request.body, at);
        await checkEvidencePath(context, tenant.idApp, session.idUser, fields.evidencePath);
        const idParent = request.body.idParentUserExternalCourse ?? null;
        if (idParent !== null) {
          const parent = await findCourse(context.db, tenant.idApp, idParent, session.idUser);
          if (!parent) return refuse(404, text.notFound);
          if (parent.status !== 'REJECTED') return refuse(409, text.onlyRejectedResubmit);
          if (!canResubmit(parent)) return refuse(409, text.alreadyResubmitted);
        }
        let id: number;
        try {
          id = await insertCourse(context.db, {
            idApp: tenant.idApp,
            idUser: session.idUser,
            fields,
            idParent,
            at,
          });
        } catch (error) {
          // Two resubmissions of one parent at once: the unique index lets one in.
          if (isUniqueViolation(error)) return refuse(409, text.alreadyResubmitted);
          throw error;
        }
        const answer = await answerCourse(
          context,
          tenant.idApp,
          id,
          idParent ? text.resubmitted : text.saved,
        );
        return reply.code(201).send(answer);
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/externalcourses/:idUserExternalCourse',
      params: courseParams,
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const row = await findCourse(
          context.db,
          tenant.idApp,
          request.params.idUserExternalCourse,
          session.idUser,
        );
        if (!row) return refuse(404, text.notFound);
        return { result: courseView(row) };
      },
    }),
    route({
      method: 'PUT',
      url: '/api/learning/externalcourses/:idUserExternalCourse',
      params: courseParams,
      body: courseBody,
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const id = request.params.idUserExternalCourse;
        const row = await findCourse(context.db, tenant.idApp, id, session.idUser);
        if (!row) return refuse(404, text.notFound);
        if (!canEdit(row)) return refuse(409, text.onlyPendingEdit);
        const parent = request.body.idParentUserExternalCourse;
        if (parent !== undefined && parent !== row.idParentUserExternalCourse)
          return refuse(400, text.parentOnlyOnCreate);
        const at = context.now();
        const fields = checkedFields(request.body, at);
        await checkEvidencePath(context, tenant.idApp, session.idUser, fields.evidencePath);
        if (!(await updatePendingCourse(context.db, tenant.idApp, id, fields, at)))
          return refuse(409, text.onlyPendingEdit);
        return answerCourse(context, tenant.idApp, id, text.saved);
      },
    }),
    route({
      method: 'PUT',
      url: '/api/learning/externalcourses/:idUserExternalCourse/cancel',
      params: courseParams,
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const id = request.params.idUserExternalCourse;
        const row = await findCourse(context.db, tenant.idApp, id, session.idUser);
        if (!row) return refuse(404, text.notFound);
        const closed =
          canCancel(row) &&
          (await closePendingCourse(context.db, tenant.idApp, id, 'CANCELED', null, context.now()));
        if (!closed) return refuse(409, text.onlyPendingCancel);
        return answerCourse(context, tenant.idApp, id, text.canceled);
      },
    }),
    route({
      method: 'PUT',
      url: '/api/learning/externalcourses/:idUserExternalCourse/review',
      params: courseParams,
      body: apiSchema('learning-external-course-review-body'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        if (!(await isAdmin(context, tenant.idApp, session.idUser))) return refuse(403, text.adminsOnly);
        const id = request.params.idUserExternalCourse;
        const row = await findCourse(context.db, tenant.idApp, id);
        if (!row) return refuse(404, text.notFound);
        const { status } = request.body;
        const reason = request.body.statusReason?.trim() || null;
        if (status === 'REJECTED' && !reason) return refuse(400, text.reasonRequired);
        const closed =
          canReview(row) &&
          (await closePendingCourse(context.db, tenant.idApp, id, status, reason, context.now()));
        if (!closed) return refuse(409, text.onlyPendingReview);
        return answerCourse(context, tenant.idApp, id, text.reviewed);
      },
    }),
    ...evidenceRoutes(context, app),
  ],
};
