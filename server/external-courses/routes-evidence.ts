// The evidence of an external course (learning-area.md 5, 7.7, 9):
//   POST /api/uploads/externalcourse (multipart fileData, fileName; the session in its header, never in
//        the address or the body) -> {success, externalCourse, fileName}: a PDF, JPG or PNG by content, up
//        to 5242880 bytes, stored under a cleaned name; externalCourse is the path the course then sends
//        as its evidencePath
//   GET  /api/learning/externalcourses/evidence/{key}/{name} -> the file, to its owner and administrators
import type { FastifyInstance } from 'fastify';
import { cleanEvidenceFileName } from '../../src/shared-rules/external-course-evidence.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { keepReceivedFile } from '../files/keep-received-file.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { localSchema } from '../http/api-schemas.ts';
import { dispositionOf } from '../http/content-disposition.ts';
import { refuse } from '../http/refusal.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { isAdmin } from './access.ts';
import { readEvidence } from './evidence.ts';
import { externalCourseMessages as text } from './messages.ts';
import {
  evidencePathOf,
  fileKeyOfPath,
  findEvidenceFile,
  forgetUnusedEvidence,
  insertEvidenceFile,
} from './store-files.ts';

/** How long a sent evidence waits for the course that names it: a form left open over a lunch. */
export const UNUSED_EVIDENCE_KEPT_MS = 24 * 60 * 60 * 1000;

/** A course may name only an evidence its learner sent; none is fine (5: evidencePath optional). */
export async function checkEvidencePath(
  context: RouteContext,
  idApp: number,
  idUser: number,
  path: string | null,
): Promise<void> {
  if (path === null) return;
  const fileKey = fileKeyOfPath(path);
  const file = fileKey ? await findEvidenceFile(context.db, idApp, fileKey) : undefined;
  if (file?.idUser !== idUser) refuse(400, text.evidenceNotFound);
}

export function evidenceRoutes(context: RouteContext, app: FastifyInstance): AnyRoute[] {
  return [
    route({
      method: 'POST',
      url: '/api/uploads/externalcourse',
      preHandler: app.limits.perUser('uploadsPerUser'),
      handler: async (request, reply) => {
        const { tenant, session } = authenticatedOf(request);
        const { fileKey, fileName } = await keepReceivedFile(request, context.files, {
          receive: () => readEvidence(request, context.files),
          storageKeyOf: (evidence) => evidence.storageKey,
          keep: async (evidence) => {
            const cleanName = cleanEvidenceFileName(evidence.givenName, evidence.kind);
            const key = await insertEvidenceFile(context.db, {
              idApp: tenant.idApp,
              idUser: session.idUser,
              fileName: cleanName,
              mimetype: evidence.mimetype,
              storageKey: evidence.storageKey,
              size: evidence.size,
              at: context.now(),
            });
            return { fileKey: key, fileName: cleanName };
          },
        });
        // The learner's older evidence no course names goes now: each sender cleans up after
        // themselves, so no file waits for a sweep of the whole store.
        const owner = { idApp: tenant.idApp, idUser: session.idUser };
        const unused = await forgetUnusedEvidence(
          context.db,
          owner,
          new Date(context.now().getTime() - UNUSED_EVIDENCE_KEPT_MS),
        );
        await Promise.all(unused.map((key) => context.files.remove(key)));
        return await reply
          .code(201)
          .send({ success: true, externalCourse: evidencePathOf(fileKey, fileName), fileName });
      },
    }),
    route({
      method: 'GET',
      url: '/api/learning/externalcourses/evidence/:fileKey/:fileName',
      params: localSchema<{ fileKey: string; fileName: string }>({
        type: 'object',
        required: ['fileKey', 'fileName'],
        properties: {
          fileKey: { type: 'string', maxLength: 64 },
          fileName: { type: 'string', maxLength: 300 },
        },
      }),
      handler: async (request, reply) => {
        const { tenant, session } = authenticatedOf(request);
        const { fileKey, fileName } = request.params;
        const file = /^[A-Za-z0-9_-]{32}$/.test(fileKey)
          ? await findEvidenceFile(context.db, tenant.idApp, fileKey)
          : undefined;
        // Another learner's evidence is not found either, unless an administrator asks.
        const readable =
          file &&
          file.fileName === fileName &&
          (file.idUser === session.idUser || (await isAdmin(context, tenant.idApp, session.idUser)));
        if (!file || !readable) return refuse(404, text.evidenceNotFound);
        const sent = await sendStoredFile(request, reply, context.files, {
          storageKey: file.storageKey,
          mimetype: file.mimetype,
          disposition: dispositionOf('attachment', file.fileName),
        });
        return sent ? reply : refuse(404, text.evidenceNotFound);
      },
    }),
  ];
}
