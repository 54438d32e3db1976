// SCORM on the app's API (learning-area.md 7.3, 4.2, 4.3; docs/decisions/0011):
//   POST /learning/scorm/play/ {idEnrollment, idContentItem, idSco, idNodeEnrollment?, useCdn?}
//        -> {url: <package origin>/scorm/runs/<runToken>/, nextItem, previousItem, currentItem}
//        409 pt-BR when the content or the lesson is locked or the package is not SUCCESS; counts an access.
//   POST /learning/scorm/content-items/{idContentItem}/package  multipart `file` (a .zip): admins only;
//        the zip is checked before anything is stored (server/scorm/ingest-package.ts).
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SCORM_CONTENT_TYPE } from '../../src/shared-rules/learning-locks.ts';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure, messages } from '../messages.ts';
import { learningMessages } from '../learning/messages.ts';
import { scormMessages } from '../messages-scorm.ts';
import type { RouteContext } from '../route-context.ts';
import { ingestPackage } from '../scorm/ingest-package.ts';
import { PackageRefusal, packageLimits } from '../scorm/package-limits.ts';
import { packageOriginOf } from '../scorm/package-origin.ts';
import { countAccess } from '../scorm/sco-enrollments.ts';
import { lessonCards, lessonsOf, packagesOf, scoEnrollmentsOf } from '../scorm/scorm-lessons.ts';
import { startRun } from '../scorm/scorm-runs.ts';
import { findUserById } from '../store/user-store.ts';
import { bodySchema, idParams } from './learning-route-helpers.ts';
import { ownActiveEnrollment } from '../learning/access.ts';
import { contentsInOrder, navigationItem, neighboursAt, sequenceOf } from '../learning/navigation.ts';
import { refreshEnrollmentStatus } from '../learning/progress.ts';
import { insertContentEnrollment } from '../learning/store-progress.ts';
import { contentRefusal } from '../evaluations/course-views.ts';
import { contentEnrollmentOf, loadLearningView } from '../learning/view-model.ts';

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send(failure(message));

export async function scormRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));
  await app.register(multipart, {
    limits: { fileSize: packageLimits.maxZipBytes, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
  });

  app.post<{
    Body: {
      idEnrollment: number;
      idContentItem: number;
      idSco: number;
      idNodeEnrollment?: number;
      useCdn?: boolean;
    };
  }>(
    '/learning/scorm/play/',
    { schema: { body: bodySchema('learning-scorm-play-body.json') } },
    async (request, reply) => {
      const { session } = authenticatedOf(request);
      const { idEnrollment, idContentItem, idSco } = request.body;
      const found = await ownActiveEnrollment(context, request, reply, session.idUser, idEnrollment);
      if (!found) return reply;
      const { view, enrollment, idApp } = found;
      const ordered = contentsInOrder(view, enrollment.nodeCode);
      const index = ordered.findIndex((content) => content.item.idContentItem === idContentItem);
      const content = ordered[index];
      if (!content) return refuse(reply, 404, learningMessages.contentNotInEnrollment);
      if (content.item.idContentType !== SCORM_CONTENT_TYPE)
        return refuse(reply, 400, scormMessages.notScormContent);
      if (content.item.hasAccess === false) return refuse(reply, 403, learningMessages.restricted);
      const refusal = contentRefusal(view, enrollment, content);
      if (refusal) return refuse(reply, 409, refusal);
      const { latest, usable } = await packagesOf(context.db, idApp, idContentItem);
      if (!latest || !usable || latest.status !== 'SUCCESS')
        return refuse(reply, 409, scormMessages.processing);
      const [lessons, rows] = await Promise.all([
        lessonsOf(context.db, idApp, usable.idPackage),
        scoEnrollmentsOf(context.db, idApp, idEnrollment, idContentItem),
      ]);
      const card = lessonCards(lessons, rows, content.item.sequential === true).find(
        (lesson) => lesson.idSco === idSco,
      );
      if (!card) return refuse(reply, 404, scormMessages.lessonNotFound);
      if (!card.scoEnrollment.prerequisitesMet) return refuse(reply, 409, scormMessages.lessonLocked);
      const origin = packageOriginOf(request.protocol, request.headers.host);
      if (!origin) return refuse(reply, 400, messages.invalidRequest);

      const nodeRow = view.learner.nodeEnrollments.find(
        (row) => row.idEnrollment === idEnrollment && row.nodeCode === content.nodeCode,
      );
      const idNodeEnrollment = request.body.idNodeEnrollment ?? nodeRow?.idNodeEnrollment ?? null;
      const now = context.now();
      const run = {
        idApp,
        idUser: session.idUser,
        idEnrollment,
        idNodeEnrollment,
        idContentItem,
        idPackage: usable.idPackage,
        idSco,
      };
      await countAccess(context.db, run, now);
      // Opening the package starts the content (4.2 'Em andamento'), as the other viewers' first open does.
      if (!contentEnrollmentOf(view, idEnrollment, idContentItem)) {
        await insertContentEnrollment(
          context.db,
          { idApp, idEnrollment, idNodeEnrollment, idContentItem, status: 'IN_PROGRESS', progress: 0 },
          now,
        );
        await refreshEnrollmentStatus(
          context.db,
          await loadLearningView(context.db, idApp, session.idUser, now),
          enrollment,
          idApp,
        );
      }
      const token = await startRun(context.db, run, now);
      // Previous and next walk the course's whole sequence, evaluations included, as the viewer's buttons do.
      const sequence = sequenceOf(view, enrollment.nodeCode);
      const at = sequence.findIndex(
        (step) => step.kind === 'CONTENT' && step.content.item.idContentItem === idContentItem,
      );
      const step = sequence[at];
      return {
        url: `${origin}/scorm/runs/${token}/`,
        ...neighboursAt(view, enrollment, sequence, at),
        currentItem: step ? navigationItem(view, enrollment, step, at === sequence.length - 1) : null,
      };
    },
  );

  app.post<{ Params: { idContentItem: number } }>(
    '/learning/scorm/content-items/:idContentItem/package',
    { schema: { params: idParams('idContentItem') } },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const user = await findUserById(context.db, tenant.idApp, session.idUser);
      if (user?.admin !== 1 && user?.admin !== 2) return refuse(reply, 403, scormMessages.adminsOnly);
      const [item] = await context.db.query<{ idContentType: number }>(
        `SELECT (item ->> 'idContentType')::int AS "idContentType" FROM learning_contents
          WHERE id_app = $1 AND id_content_item = $2`,
        [tenant.idApp, request.params.idContentItem],
      );
      if (!item) return refuse(reply, 404, learningMessages.contentNotFound);
      if (item.idContentType !== SCORM_CONTENT_TYPE) return refuse(reply, 400, scormMessages.notScormContent);
      if (!request.isMultipart()) return refuse(reply, 415, scormMessages.notMultipart);

      const folder = await mkdtemp(path.join(tmpdir(), 'scorm-upload-'));
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') {
          request.raw.resume();
          return refuse(reply, 400, scormMessages.fileMissing);
        }
        const zipPath = path.join(folder, 'package.zip');
        await pipeline(part.file, createWriteStream(zipPath));
        if (part.file.truncated)
          return refuse(reply, 413, scormMessages.zipTooLarge(packageLimits.maxZipBytes / 1024 / 1024));
        const stored = await ingestPackage(
          { db: context.db, files: context.files, now: context.now() },
          { idApp: tenant.idApp, idContentItem: request.params.idContentItem },
          zipPath,
          path.basename(part.filename || 'package.zip'),
        );
        return await reply.code(201).send({
          success: true,
          message: scormMessages.packageStored,
          data: {
            idPackage: stored.idPackage,
            status: stored.status,
            standard: stored.standard,
            scos: stored.lessons,
          },
        });
      } catch (error) {
        if (error instanceof PackageRefusal) return refuse(reply, error.status, error.message);
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          return refuse(reply, 413, scormMessages.zipTooLarge(packageLimits.maxZipBytes / 1024 / 1024));
        if (code?.startsWith('FST_')) return refuse(reply, 400, messages.invalidRequest);
        throw error;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
}
