// The upload form (section type 49): POST /api/uploads/usercontent (content-app.md 7) stores what a
// learner sent, and GET /api/userupload/file/{key} serves the file back. The list that shows the uploads
// (section type 31, GET /userupload/list/{idSection}) is in the directory area.
import { commentPurifier } from '../comments/sanitize.ts';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '../../src/shared-rules/upload-formats.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import { keepReceivedFile } from '../files/keep-received-file.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { localSchema } from '../http/api-schemas.ts';
import { dispositionOf } from '../http/content-disposition.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { checkForm, readForm, storedKeyOf, uploadListSectionOf } from './form.ts';
import { uploadMessages } from './messages.ts';
import { findUploadFile, insertUserUpload } from './store.ts';

/** Only signed-in users of the host's tenant may send; anyone holding a file's address may read it. */
export const uploadsArea: Area = {
  name: 'uploads',
  setup: async (app) => {
    // Every other body stays under the server's 1 MB bodyLimit; only this area's route reads files.
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, parts: 10, fieldSize: 32 * 1024 },
    });
  },
  routes: (context, app) => [
    route({
      method: 'POST',
      url: '/api/uploads/usercontent',
      preHandler: app.limits.perUser('uploadsPerUser'),
      handler: async (request, reply) => {
        const { tenant, session } = authenticatedOf(request);
        const upload = await keepReceivedFile(request, context.files, {
          receive: () => readForm(request, context.files),
          storageKeyOf: (form) => storedKeyOf(form.file),
          keep: async (form) => {
            const { section, title, description, file } = checkForm(
              form,
              tenant.menu,
              await commentPurifier(),
            );
            // The row is written only now that every byte is stored: no row ever points at half a file.
            return insertUserUpload(
              context.db,
              {
                idApp: tenant.idApp,
                idSection: section.idSection,
                idListSection: uploadListSectionOf(tenant.menu, section),
                idUser: session.idUser,
                title,
                description,
                fileName: file.fileName,
                extension: file.extension,
                mimetype: file.mimetype,
                storageKey: file.storageKey,
                sizeBytes: file.size,
                createdAt: context.now(),
              },
              '/api',
            );
          },
        });
        return await reply.code(201).send({ success: true, message: uploadMessages.sent, data: upload });
      },
    }),
    route({
      method: 'GET',
      url: '/api/userupload/file/:fileKey',
      access: 'public',
      params: localSchema<{ fileKey: string }>({
        type: 'object',
        required: ['fileKey'],
        properties: { fileKey: { type: 'string' } },
      }),
      handler: async (request, reply) => {
        const tenant = await findTenantByHost(context.db, request.headers.host);
        const { fileKey } = request.params;
        const file =
          tenant && /^[A-Za-z0-9_-]{32}$/.test(fileKey)
            ? await findUploadFile(context.db, tenant.idApp, fileKey)
            : undefined;
        if (!file) return refuse(404, messages.userUploadNotFound);
        // Images, audio and video open in the page; anything else downloads under its own name.
        const inline = /^(image|audio|video)\//.test(file.mimetype);
        const sent = await sendStoredFile(request, reply, context.files, {
          storageKey: file.storageKey,
          mimetype: file.mimetype,
          disposition: dispositionOf(inline ? 'inline' : 'attachment', file.fileName),
        });
        return sent ? reply : refuse(404, messages.userUploadNotFound);
      },
    }),
  ],
};
