// POST /api/learning/scorm/content-items/{idContentItem}/package, multipart `file` (a .zip): admins only,
// type-26 items only; the zip is written to a temporary folder, then checked before anything is stored
// (ingest-package.ts), and answers 201 with the package's status, standard and number of lessons.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SCORM_CONTENT_TYPE } from '../../src/shared-rules/learning-locks.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { refuse } from '../http/refusal.ts';
import { messages } from '../messages.ts';
import { learningMessages } from '../learning/messages.ts';
import type { RouteContext } from '../route-context.ts';
import { findUserById } from '../auth/store.ts';
import { ingestPackage } from './ingest-package.ts';
import { scormMessages } from './messages.ts';
import { packageLimits } from './package-limits.ts';
import { uploadFolderPrefix } from './package-files-sweep.ts';
import { contentItemOf } from './store.ts';

const zipTooLarge = () => refuse(413, scormMessages.zipTooLarge(packageLimits.maxZipBytes / 1024 / 1024));

export async function receivePackage(
  context: RouteContext,
  request: FastifyRequest<{ Params: { idContentItem: number } }>,
  reply: FastifyReply,
): Promise<unknown> {
  const { tenant, session } = authenticatedOf(request);
  const { idContentItem } = request.params;
  const user = await findUserById(context.db, tenant.idApp, session.idUser);
  if (user?.admin !== 1 && user?.admin !== 2) return refuse(403, scormMessages.adminsOnly);
  const item = await contentItemOf(context.db, tenant.idApp, idContentItem);
  if (!item) return refuse(404, learningMessages.contentNotFound);
  if (item.idContentType !== SCORM_CONTENT_TYPE) return refuse(400, scormMessages.notScormContent);
  if (!request.isMultipart()) return refuse(415, scormMessages.notMultipart);

  const folder = await mkdtemp(path.join(tmpdir(), uploadFolderPrefix));
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      request.raw.resume();
      return refuse(400, scormMessages.fileMissing);
    }
    const zipPath = path.join(folder, 'package.zip');
    await pipeline(part.file, createWriteStream(zipPath));
    if (part.file.truncated) return zipTooLarge();
    const stored = await ingestPackage(
      { db: context.db, files: context.files, now: context.now() },
      { idApp: tenant.idApp, idContentItem },
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
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return zipTooLarge();
    if (code?.startsWith('FST_')) return refuse(400, messages.invalidRequest);
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
