import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { buildUserProfile } from '../auth/views.ts';
import { failure, messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { findUserById } from '../auth/store.ts';

const idParams = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
} as const;

/** A profile is personal data: only its owner, or an admin (1 or 2) of the same tenant, may read it. */
export async function userRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.get<{ Params: { id: number } }>('/users/:id', { schema: idParams }, async (request, reply) => {
    const { tenant, session } = authenticatedOf(request);
    const reader = await findUserById(context.db, tenant.idApp, session.idUser);
    const isAdmin = reader?.admin === 1 || reader?.admin === 2;
    // Refused before looking the user up, so non-admins cannot probe which ids exist.
    if (request.params.id !== session.idUser && !isAdmin)
      return reply.code(403).send(failure(messages.forbidden));
    const user = await findUserById(context.db, tenant.idApp, request.params.id);
    if (!user) return reply.code(404).send(failure(messages.userNotFound));
    return { success: true, user: buildUserProfile(user, tenant) };
  });
}
