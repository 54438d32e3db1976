// Who is asking: the signed-in user of the host's tenant, as stored (the plans area reads the admin flag,
// and the contact form's locked name and e-mail).
import type { FastifyRequest } from 'fastify';
import { authenticatedOf } from '../auth/session-guard.ts';
import { findUserById, type UserRow } from '../auth/store.ts';
import { refuse } from '../http/refusal.ts';
import { messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import type { Tenant } from '../tenants/store.ts';

/** learning-area.md 6: admin 1 or 2. */
export const isAdmin = (user: Pick<UserRow, 'admin'>) => user.admin === 1 || user.admin === 2;

export async function askerOf(
  context: RouteContext,
  request: FastifyRequest,
): Promise<{ tenant: Tenant; user: UserRow }> {
  const { tenant, session } = authenticatedOf(request);
  const user = await findUserById(context.db, tenant.idApp, session.idUser);
  if (!user) return refuse(401, messages.sessionExpired);
  return { tenant, user };
}
