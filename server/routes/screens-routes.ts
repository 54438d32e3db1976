// The calls of the section-driven screens: user uploads (section type 31; the fixture's and those
// sent through an upload form, see upload-routes.ts), the card menu's children
// (type 33, /cardMenu/{id}) and the assessment page (type 43).
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure, messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { listContentChildren } from '../store/content-child-store.ts';
import { findContentItem } from '../store/content-store.ts';
import { readCollection } from '../store/collection-store.ts';
import { findStoredUpload, listStoredUploads } from '../store/user-upload-store.ts';

const idParam = (name: string) =>
  ({
    params: {
      type: 'object',
      required: [name],
      properties: { [name]: { type: 'integer', minimum: 1 } },
    },
  }) as const;

const assessmentSchema = {
  ...idParam('idSection'),
  body: {
    type: 'object',
    required: ['email'],
    properties: { email: { type: 'string', minLength: 1, maxLength: 320 } },
  },
} as const;

/** The address of the section's assessment page for one user: its contentLocation with ?email=. */
export function assessmentUrl(contentLocation: string, email: string): string {
  const separator = contentLocation.includes('?') ? '&' : '?';
  return `${contentLocation}${separator}email=${encodeURIComponent(email)}`;
}

/** Only signed-in users of the host's tenant (content-app.md section 6). */
export async function screensRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Params: { idSection: number } }>(
    '/userupload/list/:idSection',
    { schema: idParam('idSection') },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const { idSection } = request.params;
      if (!tenant.menu.some((section) => section.idSection === idSection))
        return reply.code(404).send(failure(messages.sectionNotFound));
      // What learners sent through an upload form (type 49, upload-routes.ts), newest first, then
      // the fixture's demo uploads in the designer's order.
      const [sent, uploads] = await Promise.all([
        listStoredUploads(context.db, tenant.idApp, idSection, app.prefix),
        readCollection(context.db, tenant.idApp, 'userUploads'),
      ]);
      return {
        success: true,
        data: [...sent, ...uploads.filter((upload) => upload.idSection === idSection)],
      };
    },
  );

  app.get<{ Params: { idUserUpload: number } }>(
    '/userupload/:idUserUpload',
    { schema: idParam('idUserUpload') },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const { idUserUpload } = request.params;
      const uploads = await readCollection(context.db, tenant.idApp, 'userUploads');
      const upload =
        uploads.find((candidate) => candidate.idUserUpload === idUserUpload) ??
        (await findStoredUpload(context.db, tenant.idApp, idUserUpload, app.prefix));
      if (!upload) return reply.code(404).send(failure(messages.userUploadNotFound));
      return { success: true, data: upload };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/content/listcontentchild/:id',
    { schema: idParam('id') },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const { id } = request.params;
      if (!(await findContentItem(context.db, tenant.idApp, id)))
        return reply.code(404).send(failure(messages.contentNotFound));
      return { success: true, content: await listContentChildren(context.db, tenant.idApp, id) };
    },
  );

  app.post<{ Params: { idSection: number }; Body: { email: string } }>(
    '/assessment/:idSection',
    { schema: assessmentSchema },
    async (request, reply) => {
      const { tenant } = authenticatedOf(request);
      const section = tenant.menu.find((candidate) => candidate.idSection === request.params.idSection);
      if (!section) return reply.code(404).send(failure(messages.sectionNotFound));
      if (!section.contentLocation) return reply.code(404).send(failure(messages.assessmentNotFound));
      return { success: true, url: assessmentUrl(section.contentLocation, request.body.email) };
    },
  );
}
