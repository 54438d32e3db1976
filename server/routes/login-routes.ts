import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyAgainstDecoy, verifyPassword } from '../auth/password-hash.ts';
import {
  identifyPurposes,
  issueLinkToken,
  linkTokenPurposes,
  redeemLinkToken,
  type LinkTokenPurpose,
} from '../auth/link-tokens.ts';
import { authenticatedOf, renewalGuard, sessionGuard } from '../auth/session-guard.ts';
import { issueToken, retireToken, revokeToken } from '../auth/session-tokens.ts';
import { hostNameOf } from '../http/host-name.ts';
import { accountKey, userKey } from '../http/rate-limits.ts';
import { buildLoginInfo } from '../login-info.ts';
import { failure, messages } from '../messages.ts';
import { sessionMessages } from '../messages-sessions.ts';
import type { RouteContext } from '../route-context.ts';
import { findTenantByBucket, type Tenant } from '../tenants/store.ts';
import {
  findUserById,
  findUserByLogin,
  recordLogin,
  recordPasswordResetRequest,
} from '../store/user-store.ts';

const login = { type: 'string', minLength: 1, maxLength: 320 } as const;
const optionalId = { type: ['integer', 'null'] } as const;

const userLoginInfoSchema = {
  querystring: {
    type: 'object',
    required: ['username'],
    properties: { username: login, idApp: { type: 'integer' }, idCompany: { type: 'integer' } },
  },
} as const;

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password', 'idAppType'],
    properties: {
      username: login,
      password: { type: 'string', minLength: 1, maxLength: 1024 },
      idAppType: { type: 'integer' },
      idApp: optionalId,
      idCompany: optionalId,
    },
  },
} as const;

const renewLoginSchema = {
  body: {
    type: 'object',
    // idUser is left out by the automatic login with ?token= (the token itself names the user).
    required: ['idAppType'],
    properties: { idUser: { type: 'integer', minimum: 1 }, idAppType: { type: 'integer' } },
  },
} as const;

const forgotSchema = {
  body: {
    type: 'object',
    required: ['username', 'idAppType'],
    properties: { username: login, idAppType: { type: 'integer' } },
  },
} as const;

const linkTokenSchema = {
  body: {
    type: 'object',
    required: ['purpose'],
    properties: { purpose: { type: 'string', enum: linkTokenPurposes } },
  },
} as const;

const identifySchema = {
  body: {
    type: 'object',
    required: ['linkToken'],
    properties: { linkToken: { type: 'string', minLength: 1, maxLength: 128 } },
  },
} as const;

interface UserLoginInfoQuery {
  username: string;
  idApp?: number;
  idCompany?: number;
}

interface LoginBody {
  username: string;
  password: string;
  idAppType: number;
  idApp?: number | null;
  idCompany?: number | null;
}

interface RenewLoginBody {
  idUser?: number;
  idAppType: number;
}

interface IdentifyBody {
  linkToken: string;
}

interface LinkTokenBody {
  purpose: LinkTokenPurpose;
}

interface ForgotBody {
  username: string;
  idAppType: number;
}

/** The login calls of content-app.md section 7; the tenant is always the one of the request's host. */
export async function loginRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  const { db, now } = context;
  const tenantOf = (request: FastifyRequest) => findTenantByBucket(db, hostNameOf(request.headers.host));
  // idApp and idCompany are optional in the calls; when sent, they must be those of the host's tenant.
  const sameApp = (tenant: Tenant, ids: { idApp?: number | null; idCompany?: number | null }) =>
    (ids.idApp == null || ids.idApp === tenant.idApp) &&
    (ids.idCompany == null || ids.idCompany === tenant.idCompany);

  // Step one of the login: is this login known here?
  app.get<{ Querystring: UserLoginInfoQuery }>(
    '/login/user-login-info',
    { schema: userLoginInfoSchema },
    async (request, reply) => {
      const tenant = await tenantOf(request);
      const user =
        tenant && sameApp(tenant, request.query)
          ? await findUserByLogin(db, tenant.idApp, request.query.username)
          : undefined;
      if (!tenant || !user) return reply.code(404).send(failure(messages.invalidUser));
      return {
        success: true,
        hasSamlConfiguration: tenant.details.hasSamlConfiguration ?? false,
        idApp: tenant.idApp,
        idCompany: tenant.idCompany,
      };
    },
  );

  app.post<{ Body: LoginBody }>('/login', { schema: loginSchema }, async (request, reply) => {
    // Failed attempts are counted per account (guessing one password, without locking any other
    // account) and per address (one address cycling accounts); a success costs nothing, so a learner
    // who signs in often is never stopped. At the limit even the right password waits for the window.
    // Every attempt is counted before its password is checked, so simultaneous guesses meet the limit
    // too, and given back when it succeeds.
    const failureKeys = [
      ['loginFailuresPerAccount', accountKey(request, request.body.username)],
      ['loginFailuresPerAddress', request.ip],
    ] as const;
    const counted: (typeof failureKeys)[number][] = [];
    for (const entry of failureKeys) {
      const verdict = await app.limits.take(entry[0], entry[1]);
      if (!verdict.allowed) {
        for (const [limit, key] of counted) app.limits.giveBack(limit, key);
        return app.limits.refuse(reply, entry[0], verdict);
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
    if (!tenant || !user || !valid) return reply.code(401).send(failure(messages.wrongCredentials));
    for (const [limit, key] of failureKeys) app.limits.giveBack(limit, key);
    if (await overTokenLimit(reply, tenant, user.idUser)) return reply;
    return signedIn(reply, tenant, user.idUser, now());
  });

  app.post<{ Body: RenewLoginBody }>(
    '/login/renewlogin',
    { schema: renewLoginSchema, onRequest: renewalGuard(context) },
    async (request, reply) => {
      const { tenant, session, viaLink } = authenticatedOf(request);
      if (request.body.idUser !== undefined && request.body.idUser !== session.idUser)
        return reply.code(403).send(failure(messages.forbidden));
      if (await overTokenLimit(reply, tenant, session.idUser)) return reply;
      const at = now();
      // A link token was used up by the guard: its exchange is the session's first token.
      if (viaLink) return signedIn(reply, tenant, session.idUser, at);
      // The old token lives on a little, for the requests the app already sent with it, but it
      // renews only once. 409, not 401: the app must not sign out, another tab may hold the successor.
      if (!(await retireToken(db, session.tokenHash, at)))
        return reply.code(409).send(failure(sessionMessages.alreadyRenewed));
      return signedIn(reply, tenant, session.idUser, at);
    },
  );

  // Logout (not in the spec's calls): the token is revoked, so a copy of it is worth nothing.
  app.post('/login/logout', { onRequest: sessionGuard(context) }, async (request) => {
    await revokeToken(db, authenticatedOf(request).session.tokenHash);
    return { success: true, message: sessionMessages.loggedOut };
  });

  // A token for one address (content-app.md 2.6 and 6 put `token=` in embedded pages, journey frames and
  // the admin link): minutes of life, one use, the automatic login its only door. Never named `token`
  // in the answer: the app replaces its session token with any `token` a response carries.
  app.post<{ Body: LinkTokenBody }>(
    '/login/linktoken',
    { schema: linkTokenSchema, onRequest: sessionGuard(context) },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      if (await overTokenLimit(reply, tenant, session.idUser)) return reply;
      const { token, expiresAt } = await issueLinkToken(
        db,
        { idApp: tenant.idApp, idUser: session.idUser, purpose: request.body.purpose },
        now(),
      );
      return { success: true, linkToken: token, expiresAt: expiresAt.toISOString() };
    },
  );

  // The partner page's side of a link token (embedded page, journey frame): it learns, once, who the
  // learner is, and nothing else. Anonymous by design: the page holds no session of the app.
  app.post<{ Body: IdentifyBody }>(
    '/login/linktoken/identify',
    { schema: identifySchema },
    async (request, reply) => {
      const tenant = await tenantOf(request);
      const grant = tenant
        ? await redeemLinkToken(db, request.body.linkToken, tenant.idApp, now(), identifyPurposes)
        : undefined;
      const user = grant && tenant ? await findUserById(db, tenant.idApp, grant.idUser) : undefined;
      if (!grant || !user) return reply.code(401).send(failure(sessionMessages.linkTokenInvalid));
      return {
        success: true,
        purpose: grant.purpose,
        user: { idUser: user.idUser, name: user.name, email: user.email },
      };
    },
  );

  app.post<{ Body: ForgotBody }>('/login/forgot', { schema: forgotSchema }, async (request, reply) => {
    // Counted for unknown logins too: the answer must not tell which accounts exist by its limit.
    const verdict = await app.limits.take(
      'passwordResetsPerAccount',
      accountKey(request, request.body.username),
    );
    if (!verdict.allowed) return app.limits.refuse(reply, 'passwordResetsPerAccount', verdict);
    const tenant = await tenantOf(request);
    const user = tenant ? await findUserByLogin(db, tenant.idApp, request.body.username) : undefined;
    if (!user) return reply.code(404).send(failure(messages.forgotFailed));
    // The reference server has no mail service: the request is only stored, so a test (or a person
    // reading the database) can see it was made. A production API sends the reset e-mail here.
    await recordPasswordResetRequest(db, user, now());
    return { success: true, message: messages.forgotSent };
  });

  /** Counts a token about to be made for the user; the 429 already sent when over the limit. */
  async function overTokenLimit(reply: FastifyReply, tenant: Tenant, idUser: number) {
    const verdict = await app.limits.take('tokensPerUser', userKey(tenant.idApp, idUser));
    if (verdict.allowed) return false;
    app.limits.refuse(reply, 'tokensPerUser', verdict);
    return true;
  }

  /** The answer of a login or a renewal: a new token, the login info, the tenant's menu and design. */
  async function signedIn(reply: FastifyReply, tenant: Tenant, idUser: number, at: Date) {
    await recordLogin(db, tenant.idApp, idUser, at);
    const user = await findUserById(db, tenant.idApp, idUser);
    if (!user) return reply.code(401).send(failure(messages.sessionExpired));
    const token = await issueToken(db, tenant.idApp, idUser, at);
    const loginInfo = buildLoginInfo(user, tenant, at);
    return {
      success: true,
      token,
      loginInfo,
      lastAccess: loginInfo.lastAccess,
      menu: tenant.menu,
      design: tenant.design,
    };
  }
}
