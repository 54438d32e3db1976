// The login calls of content-app.md section 7, and the session calls added beside them; the tenant is
// always the one of the request's host.
//   GET  /api/login/user-login-info       -> is this login known here? (step one of the login)
//   POST /api/login                       -> a session token, the login info, menu and design
//   POST /api/login/renewlogin            -> the same for a live token (or a sign-in link token, once)
//   POST /api/login/logout                -> the token revoked
//   POST /api/login/linktoken             -> a one-use token for one address (embedded page, frame, admin)
//   POST /api/login/linktoken/identify    -> who the learner of a link token is (anonymous, once)
//   POST /api/login/forgot                -> a password reset asked for
//   POST /api/login/switch-app/{idApp}    -> a one-time address to the same person's other app (routes-switch.ts)
// The company's login (GET /api/login/sso/...) is routes-sso.ts.
import type { FastifyRequest } from 'fastify';
import { apiSchema } from '../http/api-schemas.ts';
import { accountKey } from '../http/rate-limits.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { endRunsOfLearner } from '../scorm/store-runs.ts';
import { findTenantByHost } from '../tenants/tenant-of-host.ts';
import { identifyPurposes, issueLinkToken, redeemLinkToken } from './link-tokens.ts';
import { sessionMessages } from './messages.ts';
import { verifyAgainstDecoy, verifyPassword } from './password-hash.ts';
import { authenticatedOf, renewalGuard } from './session-guard.ts';
import { retireToken, revokeToken } from './session-tokens.ts';
import { countToken, sameApp, signedIn } from './sign-in.ts';
import { findUserById, findUserByLogin, recordPasswordResetRequest } from './store.ts';
import { logSupportEnd } from '../account/store-support.ts';
import { appSwitchRoutes } from './routes-switch.ts';

export const authArea: Area = {
  name: 'auth',
  routes: (context, app) => {
    const { db, now } = context;
    const tenantOf = (request: FastifyRequest) => findTenantByHost(db, request.headers.host);
    return [
      route({
        method: 'GET',
        url: '/api/login/user-login-info',
        access: 'public',
        querystring: apiSchema('user-login-info-query'),
        handler: async (request) => {
          const tenant = await tenantOf(request);
          const user =
            tenant && sameApp(tenant, request.query)
              ? await findUserByLogin(db, tenant.idApp, request.query.username)
              : undefined;
          if (!tenant || !user) return refuse(404, messages.invalidUser);
          return {
            success: true,
            hasSamlConfiguration: tenant.details.hasSamlConfiguration ?? false,
            idApp: tenant.idApp,
            idCompany: tenant.idCompany,
          };
        },
      }),
      route({
        method: 'POST',
        url: '/api/login',
        access: 'public',
        body: apiSchema('login-body'),
        handler: async (request) => {
          // Failed attempts are counted per account (guessing one password, without locking any other
          // account) and per address (one address cycling accounts); a success costs nothing, so a
          // learner who signs in often is never stopped. At the limit even the right password waits for
          // the window. Every attempt is counted before its password is checked, so simultaneous guesses
          // meet the limit too, and given back when it succeeds.
          const failureKeys = [
            ['loginFailuresPerAccount', accountKey(request, request.body.username)],
            ['loginFailuresPerAddress', request.ip],
          ] as const;
          const counted: (typeof failureKeys)[number][] = [];
          for (const entry of failureKeys) {
            const verdict = await app.limits.take(entry[0], entry[1]);
            if (!verdict.allowed) {
              for (const [limit, key] of counted) app.limits.giveBack(limit, key);
              throw app.limits.refusal(entry[0], verdict);
            }
            counted.push(entry);
          }
          const tenant = await tenantOf(request);
          const user =
            tenant && sameApp(tenant, request.body)
              ? await findUserByLogin(db, tenant.idApp, request.body.username)
              : undefined;
          // The same message and about the same time whether the login or the password is wrong.
          const valid = user
            ? await verifyPassword(request.body.password, user.passwordHash)
            : await verifyAgainstDecoy(request.body.password);
          if (!tenant || !user || !valid) return refuse(401, messages.wrongCredentials);
          for (const [limit, key] of failureKeys) app.limits.giveBack(limit, key);
          await countToken(app, tenant, user.idUser);
          return signedIn(db, tenant, user.idUser, now());
        },
      }),
      route({
        method: 'POST',
        url: '/api/login/renewlogin',
        access: renewalGuard(context),
        // A support session is never renewed into a sign-in of the accessed user.
        duringSupport: 'closed',
        body: apiSchema('renew-login-body'),
        handler: async (request) => {
          const { tenant, session, viaLink } = authenticatedOf(request);
          if (request.body.idUser !== undefined && request.body.idUser !== session.idUser)
            return refuse(403, messages.forbidden);
          await countToken(app, tenant, session.idUser);
          const at = now();
          // A link token was used up by the guard: its exchange is the session's first token.
          if (viaLink) return signedIn(db, tenant, session.idUser, at);
          // The old token lives on a little, for the requests the app already sent with it, but it
          // renews only once. 409, not 401: the app must not sign out, another tab may hold the successor.
          if (!(await retireToken(db, session.tokenHash, at)))
            return refuse(409, sessionMessages.alreadyRenewed);
          return signedIn(db, tenant, session.idUser, at);
        },
      }),
      // Logout (not in the spec's calls): the token is revoked, so a copy of it is worth nothing, and
      // the learner's SCORM runs end with it (their tokens live in package pages).
      route({
        method: 'POST',
        url: '/api/login/logout',
        // Declining the terms signs out (learning-area.md 4.12).
        access: 'session-before-terms',
        handler: async (request) => {
          const { session } = authenticatedOf(request);
          await revokeToken(db, session.tokenHash);
          // A support session's end is logged; the accessed user's own SCORM runs go on.
          if (session.supportBy !== null) await logSupportEnd(db, session.idApp, session.tokenHash, now());
          else await endRunsOfLearner(db, session.idApp, session.idUser, now());
          return { success: true, message: sessionMessages.loggedOut };
        },
      }),
      // A token for one address (content-app.md 2.6 and 6 put `token=` in embedded pages, journey
      // frames and the admin link): minutes of life, one use, the automatic login its only door. Never
      // named `token` in the answer: the app replaces its session token with any `token` a response carries.
      route({
        method: 'POST',
        url: '/api/login/linktoken',
        body: apiSchema('link-token-body'),
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          // A sign-in or admin link would outlive the support session as the accessed user's own.
          if (
            session.supportBy !== null &&
            request.body.purpose !== 'embedded-page' &&
            request.body.purpose !== 'journey-frame'
          )
            return refuse(403, messages.closedDuringSupport);
          await countToken(app, tenant, session.idUser);
          const { token, expiresAt } = await issueLinkToken(
            db,
            { idApp: tenant.idApp, idUser: session.idUser, purpose: request.body.purpose },
            now(),
          );
          return { success: true, linkToken: token, expiresAt: expiresAt.toISOString() };
        },
      }),
      // The partner page's side of a link token (embedded page, journey frame): it learns, once, who the
      // learner is, and nothing else. Anonymous by design: the page holds no session of the app.
      route({
        method: 'POST',
        url: '/api/login/linktoken/identify',
        access: 'public',
        body: apiSchema('link-token-identify-body'),
        handler: async (request) => {
          const tenant = await tenantOf(request);
          const grant = tenant
            ? await redeemLinkToken(db, request.body.linkToken, tenant.idApp, now(), identifyPurposes)
            : undefined;
          const user = grant && tenant ? await findUserById(db, tenant.idApp, grant.idUser) : undefined;
          if (!grant || !user) return refuse(401, sessionMessages.linkTokenInvalid);
          return {
            success: true,
            purpose: grant.purpose,
            user: { idUser: user.idUser, name: user.name, email: user.email },
          };
        },
      }),
      route({
        method: 'POST',
        url: '/api/login/forgot',
        access: 'public',
        body: apiSchema('forgot-password-body'),
        handler: async (request) => {
          // Counted for unknown logins too: the answer must not tell which accounts exist by its limit.
          const verdict = await app.limits.take(
            'passwordResetsPerAccount',
            accountKey(request, request.body.username),
          );
          if (!verdict.allowed) throw app.limits.refusal('passwordResetsPerAccount', verdict);
          const tenant = await tenantOf(request);
          const user = tenant ? await findUserByLogin(db, tenant.idApp, request.body.username) : undefined;
          if (!user) return refuse(404, messages.forgotFailed);
          // The reference server has no mail service: the request is only stored, so a test (or a
          // person reading the database) can see it was made. A production API sends the e-mail here.
          await recordPasswordResetRequest(db, user, now());
          return { success: true, message: messages.forgotSent };
        },
      }),
      ...appSwitchRoutes(context, app),
    ];
  },
};
