// Support access (learning-area.md 4.11, 6, 7.9):
//   GET  /api/users/support?searchText&onlyActive&offset&limit -> {userList, totalRecords}: the tenant's users
//   POST /api/login/support-access {idUser}             -> {result: the accessed user's token, loginInfo, menu, design}
// Only a user with canAccessSupport, from their own session (never from a support session). The token
// is the accessed user's, marked with who opened it: it lives 2 hours, is never renewed, and the
// routes marked `duringSupport: 'closed'` (password, payment, terms, this one) refuse it. Every access
// is logged on the accessed login; its logout ends the log line (auth/routes.ts).
import type { FastifyRequest } from 'fastify';
import { authenticatedOf } from '../auth/session-guard.ts';
import { hashToken, issueToken } from '../auth/session-tokens.ts';
import { countToken, loginInfoOf } from '../auth/sign-in.ts';
import { findUserById } from '../auth/store.ts';
import { apiSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import type { FastifyInstance } from 'fastify';
import { supportMessages as text } from './messages.ts';
import { listUsersForSupport, logSupportStart } from './store-support.ts';

export function supportRoutes({ db, now }: RouteContext, app: FastifyInstance): AnyRoute[] {
  /** The signed-in support user, or the refusal of anyone else. */
  const supportUser = async (request: FastifyRequest) => {
    const { tenant, session } = authenticatedOf(request);
    const user = await findUserById(db, tenant.idApp, session.idUser);
    if (!user?.canAccessSupport) return refuse(403, text.notSupport);
    return { tenant, session, user };
  };
  return [
    route({
      method: 'GET',
      // Not /api/users: that address is the content app's people directory (content-app.md 7), whose
      // query and answer differ (docs/decisions/0019-support-list-address.md).
      url: '/api/users/support',
      querystring: apiSchema('users-query'),
      duringSupport: 'closed',
      handler: async (request) => {
        const { tenant, session } = await supportUser(request);
        const { searchText = '', onlyActive = true, offset = 0, limit = 10 } = request.query;
        const page = await listUsersForSupport(db, {
          idApp: tenant.idApp,
          idSupportUser: session.idUser,
          searchText,
          onlyActive,
          offset,
          limit,
        });
        return {
          success: true,
          totalRecords: page.total,
          userList: page.rows.map(({ department, role, ...row }) => ({
            ...row,
            ...(department ? { department } : {}),
            ...(role ? { role } : {}),
          })),
        };
      },
    }),
    route({
      method: 'POST',
      url: '/api/login/support-access',
      body: apiSchema('support-access-body'),
      duringSupport: 'closed',
      handler: async (request) => {
        const { tenant, session } = await supportUser(request);
        const { idUser } = request.body;
        if (idUser === session.idUser) return refuse(400, text.notYourself);
        const target = await findUserById(db, tenant.idApp, idUser);
        if (!target) return refuse(404, text.userNotFound);
        if (target.active !== 1) return refuse(409, text.inactive);
        await countToken(app, tenant, idUser);
        const at = now();
        const token = await issueToken(db, tenant.idApp, idUser, at, session.idUser);
        await logSupportStart(db, {
          idApp: tenant.idApp,
          idUser,
          idSupportUser: session.idUser,
          tokenHash: hashToken(token),
          at,
        });
        return {
          success: true,
          // `result`, never `token`: the app replaces its own session's token with any `token` it reads.
          result: token,
          // The terms and the onboarding are the accessed user's: a support session is not held at
          // the terms, and is not shown the onboarding (onBoardScreen 0).
          loginInfo: await loginInfoOf(
            db,
            target,
            tenant,
            at,
            { agreement: false, responsibility: [] },
            { withOnboarding: false },
          ),
          menu: tenant.menu,
          design: tenant.design,
        };
      },
    }),
  ];
}
