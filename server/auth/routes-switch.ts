// The app switch (learning-area.md 3 appsUserAccess, 4.11):
//   POST /api/login/switch-app/{idApp} -> {address, appName, expiresAt}: the address that signs the same
//                                         person in on another app, once, within minutes
// A person is a login: the switch is open to the apps where the same e-mail (without case) has a usable
// account (store-apps.ts), and signs in that app's own user, never this one. The address is the target's
// automatic login (content-app.md 2.2 `?token=`) with a link token of purpose 'app-switch': the login
// info carries no other app's session (docs/decisions/0021-app-switching-by-one-time-link.md).
import type { FastifyInstance } from 'fastify';
import { idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type AnyRoute } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { tenantOriginOf } from './app-origin.ts';
import { issueLinkToken } from './link-tokens.ts';
import { switchMessages } from './messages.ts';
import { authenticatedOf } from './session-guard.ts';
import { countToken } from './sign-in.ts';
import { findUserById } from './store.ts';
import { isServedApp, personAppIn } from './store-apps.ts';

/** The app's page that exchanges `?token=` for a session and opens the home (src/paths routes.login). */
const tokenLoginPath = '/login';

export function appSwitchRoutes({ db, now }: RouteContext, app: FastifyInstance): AnyRoute[] {
  return [
    route({
      method: 'POST',
      url: '/api/login/switch-app/:idApp',
      params: idParams('idApp'),
      // A support session switching apps would leave it as the accessed person (learning-area.md 4.11).
      duringSupport: 'closed',
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const { idApp } = request.params;
        if (idApp === tenant.idApp) return refuse(400, switchMessages.alreadyHere);
        const user = await findUserById(db, tenant.idApp, session.idUser);
        const target = user ? await personAppIn(db, user.email, idApp) : undefined;
        if (!user || !target) {
          return (await isServedApp(db, idApp))
            ? refuse(403, switchMessages.noAccount)
            : refuse(404, switchMessages.unknownApp);
        }
        // The target's session cap counts it: the link becomes one of that user's sessions.
        await countToken(app, target, target.idUser);
        const { token, expiresAt } = await issueLinkToken(
          db,
          { idApp: target.idApp, idUser: target.idUser, purpose: 'app-switch' },
          now(),
        );
        // Who went where, for whoever reads the server's output; never the token.
        console.info(
          `[app-switch] ${tenant.bucket} user ${user.idUser} -> ${target.bucket} user ${target.idUser}`,
        );
        const origin = tenantOriginOf(request.protocol, request.headers.host, target.bucket);
        return {
          success: true,
          address: `${origin}${tokenLoginPath}?token=${encodeURIComponent(token)}`,
          appName: target.details.name,
          expiresAt: expiresAt.toISOString(),
        };
      },
    }),
  ];
}
