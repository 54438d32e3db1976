// Enrolment requests and class attachments (learning-area.md 4.6, 7.2, 7.3):
//   GET /api/learning/students/{idUser}/has-enrollment-requests      -> {hasEnrollmentRequests}
//   GET /api/learning/enrollment-requests/?idUser&offset&limit&status -> {totalRecords, result} (page 10, newest first)
//   PUT /api/learning/enrollment-requests/{id}/cancel                -> {success, message}: only a PENDING one
//   GET /api/learning/attachments/teams/{idTeam}?offset&limit        -> {totalRecords, result} (page 25), for the class's learners
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { mediaSigner } from '../tenants/media-signature.ts';
import { mediaSigningKey } from '../tenants/store.ts';
import { withSignedUrl } from './media-addresses.ts';
import { ownLearner } from './access.ts';
import { learningMessages } from './messages.ts';
import { withDefaults } from './query.ts';
import { pageOf } from './rules.ts';
import {
  cancelRequest,
  findRequestStatus,
  hasEnrollmentRequests,
  isInTeam,
  loadAttachments,
  loadEnrollmentRequests,
} from './store-requests.ts';

export function requestRoutes(context: RouteContext): AnyRoute[] {
  return [
    route({
      method: 'GET',
      url: '/api/learning/students/:idUser/has-enrollment-requests',
      params: idParams('idUser'),
      handler: async (request) => {
        const { idApp, idUser } = ownLearner(request, request.params.idUser);
        return { hasEnrollmentRequests: await hasEnrollmentRequests(context.db, idApp, idUser) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/enrollment-requests/',
      querystring: withDefaults(apiSchema('learning-enrollment-requests-query'), 'offset', 'limit'),
      handler: async (request) => {
        const { session } = authenticatedOf(request);
        const { idUser = session.idUser, offset, limit, status = 'PENDING' } = request.query;
        const { total, rows } = await loadEnrollmentRequests(context.db, {
          ...ownLearner(request, idUser),
          statuses: status.split(','),
          offset,
          limit,
        });
        return {
          totalRecords: total,
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
    }),
    route({
      method: 'PUT',
      url: '/api/learning/enrollment-requests/:idEnrollmentRequest/cancel',
      params: idParams('idEnrollmentRequest'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const { idEnrollmentRequest } = request.params;
        const status = await findRequestStatus(context.db, tenant.idApp, session.idUser, idEnrollmentRequest);
        // Another learner's request is not found either (6).
        if (!status) return refuse(404, learningMessages.requestNotFound);
        if (status !== 'PENDING') return refuse(409, learningMessages.onlyPendingCancel);
        await cancelRequest(context.db, tenant.idApp, idEnrollmentRequest, context.now());
        return { success: true, message: learningMessages.requestCanceled };
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/attachments/teams/:idTeam',
      params: idParams('idTeam'),
      querystring: withDefaults(apiSchema('learning-attachments-query'), 'offset', 'limit'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const { idTeam } = request.params;
        if (!(await isInTeam(context.db, tenant.idApp, session.idUser, idTeam)))
          return refuse(403, learningMessages.notInTeam);
        const attachments = await loadAttachments(context.db, tenant.idApp, idTeam);
        const { offset, limit } = request.query;
        // The class's files are its learners' own: signed for them (GET /demo/* refuses them unsigned).
        const sign = mediaSigner(await mediaSigningKey(context.db), tenant.idApp, context.now());
        const page = pageOf(attachments, offset, limit).map((attachment) => withSignedUrl(attachment, sign));
        return { totalRecords: attachments.length, result: page };
      },
    }),
  ];
}
