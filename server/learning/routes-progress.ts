// A learner's progress inside an enrollment (learning-area.md 7.2, 7.3, 4.2, 4.3):
//   POST /api/learning/node-enrollments/ {idUser, idEnrollment, nodeCode, idTeam, idParentNodeEnrollment?} -> {data: {newId}}
//   POST /api/learning/content-enrollments/ {idNodeEnrollment, idEnrollment, idContentItem, idUser, progress, status}
//   PUT  /api/learning/content-enrollments/{id} {status, progress, grade?}  -> {data: content enrollment}
// The offline courses' single, replayable progress write is in routes-content-progress.ts.
// Progress never goes back, a COMPLETED item stays so, and a locked item (4.3) is neither started nor moved.
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { contentRefusal } from '../evaluations/course-views.ts';
import { ownContent, ownEnrollment } from './access.ts';
import { learningMessages } from './messages.ts';
import { inCourse } from './navigation.ts';
import { refreshEnrollmentStatus } from './progress.ts';
import { isOwnNodeEnrollment } from './rules.ts';
import { insertNodeEnrollment } from './store-enrollment.ts';
import { insertContentEnrollment, updateContentEnrollment } from './store-progress.ts';
import { contentEnrollmentOf, isActiveEnrollment, loadLearningView } from './view-model.ts';
import { contentView } from './views.ts';

export function progressRoutes(context: RouteContext): AnyRoute[] {
  return [
    route({
      method: 'POST',
      url: '/api/learning/node-enrollments/',
      body: apiSchema('learning-node-enrollment-body'),
      handler: async (request, reply) => {
        const { idUser, idEnrollment, nodeCode, idTeam, idParentNodeEnrollment } = request.body;
        const { view, enrollment, idApp } = await ownEnrollment(context, request, idUser, idEnrollment);
        if (enrollment.idTeam !== idTeam) return refuse(400, learningMessages.teamOfAnotherNode);
        if (!inCourse(view, enrollment, nodeCode)) return refuse(404, learningMessages.nodeNotFound);
        if (
          idParentNodeEnrollment !== undefined &&
          !isOwnNodeEnrollment(view.learner, idEnrollment, idParentNodeEnrollment)
        )
          return refuse(404, learningMessages.nodeEnrollmentNotFound);
        const existing = view.learner.nodeEnrollments.find(
          (row) => row.idEnrollment === idEnrollment && row.nodeCode === nodeCode,
        );
        if (existing) return { data: { newId: existing.idNodeEnrollment } };
        const parent =
          idParentNodeEnrollment ??
          view.learner.nodeEnrollments.find(
            (row) =>
              row.idEnrollment === idEnrollment &&
              row.nodeCode === view.tree.byCode.get(nodeCode)?.parentCode,
          )?.idNodeEnrollment ??
          null;
        const { idNodeEnrollment, created } = await context.db.transaction((tx) =>
          insertNodeEnrollment(tx, { idApp, idEnrollment, nodeCode, idParentNodeEnrollment: parent }),
        );
        return reply.code(created ? 201 : 200).send({ data: { newId: idNodeEnrollment } });
      },
    }),
    route({
      method: 'POST',
      url: '/api/learning/content-enrollments/',
      body: apiSchema('learning-content-enrollment-create-body'),
      handler: async (request, reply) => {
        const { idNodeEnrollment, idEnrollment, idContentItem, idUser, status, progress } = request.body;
        const { view, enrollment, idApp } = await ownEnrollment(context, request, idUser, idEnrollment);
        const content = ownContent(view, enrollment, idNodeEnrollment, idContentItem);
        const existing = contentEnrollmentOf(view, idEnrollment, idContentItem);
        if (existing) return { data: contentView(view, content).contentEnrollment };
        const now = context.now();
        // A simultaneous first open may store the row first: then this one answers it, as above.
        const created = await insertContentEnrollment(
          context.db,
          { idApp, idEnrollment, idNodeEnrollment, idContentItem, status, progress },
          now,
        );
        const after = await loadLearningView(context.db, idApp, idUser, now);
        if (created) await refreshEnrollmentStatus(context.db, after, enrollment, idApp);
        return reply.code(created ? 201 : 200).send({ data: contentView(after, content).contentEnrollment });
      },
    }),
    route({
      method: 'PUT',
      url: '/api/learning/content-enrollments/:id',
      params: idParams('id'),
      body: apiSchema('learning-content-enrollment-update-body'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const view = await loadLearningView(context.db, tenant.idApp, session.idUser, context.now());
        const row = view.learner.contentEnrollments.find(
          (candidate) => candidate.idContentEnrollment === request.params.id,
        );
        const enrollment = view.learner.enrollments.find(
          (candidate) => candidate.idEnrollment === row?.idEnrollment,
        );
        const content = view.contents.find(
          (candidate) => candidate.item.idContentItem === row?.idContentItem,
        );
        // Another learner's row is not found either: a learner sees only their own (6).
        if (!row || !enrollment || !content) return refuse(404, learningMessages.contentEnrollmentNotFound);
        if (!isActiveEnrollment(enrollment)) return refuse(403, learningMessages.enrollmentRequired);
        // The same refusals as the POST and the GET (4.3): a row of a restricted or still locked item
        // (stored before its sequence was set, or by an import) does not move the learner past the sequence.
        if (content.item.hasAccess === false) return refuse(403, learningMessages.restricted);
        const refusal = contentRefusal(view, enrollment, content);
        if (refusal) return refuse(409, refusal);
        const now = context.now();
        await updateContentEnrollment(context.db, tenant.idApp, row, request.body, now);
        const after = await loadLearningView(context.db, tenant.idApp, session.idUser, now);
        await refreshEnrollmentStatus(context.db, after, enrollment, tenant.idApp);
        return { data: contentView(after, content).contentEnrollment };
      },
    }),
  ];
}
