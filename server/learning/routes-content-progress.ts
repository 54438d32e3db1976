// The offline courses' progress write (learning-area.md 4.2, 4.3, 7.3), one call the device's progress
// outbox can replay (the old three, POST and PUT /content-enrollments and POST /contents/{id}/accesses,
// cannot: a replay would create, move or record twice):
//   PUT /api/learning/students/{idUser}/enrollments/{idEnrollment}/nodeEnrollment/{idNodeEnrollment}/contents/{idContent}/progress
//       {status: IN_PROGRESS|COMPLETED, progress: 0-100, clientSeq}
//       -> 201 {data: content enrollment, applied: true} when it created the row; else 200, with
//          applied false when the row already holds this clientSeq or a later one (then nothing changes).
// The refusals of POST /content-enrollments/ (access.ts ownContent); progress never goes back and a
// COMPLETED item stays so; the write that completes the item records its one ACCESS_CONTENT.
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { ownContent, ownEnrollment } from './access.ts';
import { refreshEnrollmentStatus } from './progress.ts';
import { writeContentProgress } from './store-content-progress.ts';
import { loadLearningView } from './view-model.ts';
import { contentView } from './views.ts';

export function contentProgressRoutes(context: RouteContext): AnyRoute[] {
  return [
    route({
      method: 'PUT',
      url: '/api/learning/students/:idUser/enrollments/:idEnrollment/nodeEnrollment/:idNodeEnrollment/contents/:idContent/progress',
      params: idParams('idUser', 'idEnrollment', 'idNodeEnrollment', 'idContent'),
      body: apiSchema('learning-content-progress-body'),
      handler: async (request, reply) => {
        const { idUser, idEnrollment, idNodeEnrollment, idContent } = request.params;
        const { view, enrollment, idApp } = await ownEnrollment(context, request, idUser, idEnrollment);
        const content = ownContent(view, enrollment, idNodeEnrollment, idContent);
        const now = context.now();
        const { created, applied } = await writeContentProgress(
          context.db,
          { ...request.body, idApp, idUser, idEnrollment, idNodeEnrollment, idContentItem: idContent },
          now,
        );
        const after = await loadLearningView(context.db, idApp, idUser, now);
        // Also after a replay (applied false): the enrollment's status only follows the stored rows, so
        // this writes what is there already, unless the first copy stored its row and failed before this.
        await refreshEnrollmentStatus(context.db, after, enrollment, idApp);
        return reply
          .code(created ? 201 : 200)
          .send({ data: contentView(after, content).contentEnrollment, applied });
      },
    }),
  ];
}
