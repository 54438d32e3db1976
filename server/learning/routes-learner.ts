// What is the learner's own in the learning area's read side (learning-area.md 7.1, 4.2, 6):
//   GET /api/learning/contents/{id}                                   -> {data: content, enrollment?}
//   GET /api/learning/students/{idUser}/enrollments-in-progress       -> {data}
//   GET /api/learning/students/{idUser}/recommendations?offset&limit  -> {totalRecords, result}
// A learner reads only their own enrollments and recommendations (6).
import type { FastifyRequest } from 'fastify';
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { contentRefusal } from '../evaluations/course-views.ts';
import { ownLearner } from './access.ts';
import { learningMessages } from './messages.ts';
import { withDefaults } from './query.ts';
import { pageOf } from './rules.ts';
import { loadUserTopics, type StoredNode } from './store.ts';
import { activeEnrollmentFor, isActiveEnrollment, loadLearningView } from './view-model.ts';
import { nodeCards, nodeView, shownContent } from './views.ts';

export function learnerRoutes(context: RouteContext): AnyRoute[] {
  /** The signed-in learner's view, when the path names them: another id is refused, never answered. */
  function ownView(idUser: number, request: FastifyRequest) {
    const learner = ownLearner(request, idUser);
    return loadLearningView(context.db, learner.idApp, learner.idUser, context.now());
  }

  return [
    // A learning content item by its id alone (7.1 "load of content by id only", path not shown): the free
    // content screen /contentNode/{idContent}; the learner's progress comes with it when enrolled.
    route({
      method: 'GET',
      url: '/api/learning/contents/:id',
      params: idParams('id'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
        const content = view.contents.find((candidate) => candidate.item.idContentItem === request.params.id);
        if (!content) return refuse(404, learningMessages.contentNotFound);
        // Inside an active enrollment the sequence holds on this address too (4.3).
        const enrollment = activeEnrollmentFor(view, content.nodeCode);
        const refusal =
          content.item.hasAccess !== false && enrollment
            ? contentRefusal(view, enrollment, content)
            : undefined;
        if (refusal) return refuse(409, refusal);
        // An enrolled learner's first open here creates the content enrollment too (4.2): the answer says
        // in which enrollment and node, since this address names neither.
        const covered = enrollment && content.item.hasAccess !== false;
        const nodeRow = view.learner.nodeEnrollments.find(
          (row) => row.idEnrollment === enrollment?.idEnrollment && row.nodeCode === content.nodeCode,
        );
        return {
          data: shownContent(view, content),
          ...(covered
            ? {
                enrollment: {
                  idUser: session.idUser,
                  idEnrollment: enrollment.idEnrollment,
                  idTeam: enrollment.idTeam,
                  nodeCode: content.nodeCode,
                  ...(nodeRow ? { idNodeEnrollment: nodeRow.idNodeEnrollment } : {}),
                },
              }
            : {}),
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/students/:idUser/enrollments-in-progress',
      params: idParams('idUser'),
      handler: async (request) => {
        const view = await ownView(request.params.idUser, request);
        const inProgress = view.learner.enrollments
          .filter(
            (enrollment) =>
              isActiveEnrollment(enrollment) &&
              // Done, by its content or by equivalency (4.1): no longer in progress.
              !['COMPLETED', 'PASSED', 'EQUIVALENCY'].includes(enrollment.status),
          )
          .flatMap((enrollment) => {
            const node = view.tree.byCode.get(enrollment.nodeCode);
            return node && node.fields.status !== 'ARCHIVED' ? [nodeView(view, node)] : [];
          });
        return { data: inProgress };
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/students/:idUser/recommendations',
      params: idParams('idUser'),
      querystring: withDefaults(apiSchema('learning-recommendations-query'), 'offset', 'limit'),
      handler: async (request) => {
        const view = await ownView(request.params.idUser, request);
        const { tenant } = authenticatedOf(request);
        // Courses the learner may take and has not: open to self-enrollment, not restricted, with a class;
        // those sharing more of the learner's topics of interest first, then the most viewed.
        const topics = new Set(await loadUserTopics(context.db, tenant.idApp, view.learner.idUser));
        const affinity = (node: StoredNode) =>
          (node.fields.tags ?? []).filter((tag) => topics.has(tag)).length;
        const recommended = view.tree.nodes
          .filter(
            (node) =>
              node.nodeType === 'LEARNING' &&
              node.fields.selfEnrollment === true &&
              node.fields.hasAccess !== false &&
              node.fields.status !== 'ARCHIVED' &&
              activeEnrollmentFor(view, node.nodeCode) === undefined &&
              view.teams.some((team) => team.nodeCode === node.nodeCode),
          )
          .sort(
            (a, b) => affinity(b) - affinity(a) || Number(b.fields.views ?? 0) - Number(a.fields.views ?? 0),
          );
        const { offset, limit } = request.query;
        return {
          totalRecords: recommended.length,
          result: nodeCards(view, pageOf(recommended, offset, limit)),
        };
      },
    }),
  ];
}
