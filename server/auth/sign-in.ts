// What every way of signing in shares (login, renewal, the automatic login of a link token): the
// token cap, and the answer that carries a new token with the login info, menu and design.
import type { FastifyInstance } from 'fastify';
import { refuse } from '../http/refusal.ts';
import { userKey } from '../http/rate-limits.ts';
import { messages } from '../messages.ts';
import type { Tenant } from '../tenants/store.ts';
import type { Database } from '../db/database.ts';
import { issueToken } from './session-tokens.ts';
import { findUserById, recordLogin, type UserRow } from './store.ts';
import { appsOfPerson } from './store-apps.ts';
import { buildLoginInfo } from './views.ts';
import { termsOwed, type TermsOwed } from '../terms/store.ts';
import { loginActivePlan } from '../plans/company.ts';
import { onboardingOwed } from '../onboarding/rules.ts';
import { newCampaignsOf } from '../campaigns/store-new.ts';

/** idApp and idCompany are optional in the calls; when sent, they must be those of the host's tenant. */
export const sameApp = (tenant: Tenant, ids: { idApp?: number | null; idCompany?: number | null }) =>
  (ids.idApp == null || ids.idApp === tenant.idApp) &&
  (ids.idCompany == null || ids.idCompany === tenant.idCompany);

/** Counts a token about to be made for the user (the 100-tokens cap); refuses with 429 past it. */
export async function countToken(
  app: FastifyInstance,
  tenant: Pick<Tenant, 'idApp'>,
  idUser: number,
): Promise<void> {
  const verdict = await app.limits.take('tokensPerUser', userKey(tenant.idApp, idUser));
  if (!verdict.allowed) throw app.limits.refusal('tokensPerUser', verdict);
}

/** The answer of a login or a renewal: a new token, the login info, the tenant's menu and design. */
export async function signedIn(db: Database, tenant: Tenant, idUser: number, at: Date) {
  await recordLogin(db, tenant.idApp, idUser, at);
  const user = await findUserById(db, tenant.idApp, idUser);
  if (!user) return refuse(401, messages.sessionExpired);
  const token = await issueToken(db, tenant.idApp, idUser, at);
  const loginInfo = await loginInfoOf(db, user, tenant, at, await termsOwed(db, tenant, idUser));
  return {
    success: true,
    token,
    loginInfo,
    lastAccess: loginInfo.lastAccess,
    menu: tenant.menu,
    design: tenant.design,
  };
}

/**
 * The login info of a user (a sign-in, or a support access to them): what buildLoginInfo needs loaded.
 * A support session is not shown the user's onboarding (`withOnboarding` false): it is theirs to see.
 */
export async function loginInfoOf(
  db: Database,
  user: UserRow,
  tenant: Tenant,
  at: Date,
  owed: TermsOwed,
  { withOnboarding = true } = {},
) {
  // content-app.md 3: the plan the company is on (its trial's days left on this day), or null.
  const activePlan = await loginActivePlan(db, tenant.idApp, user.idUser, at);
  const apps = await appsOfPerson(db, user.email);
  const onboardingUrl = withOnboarding ? onboardingOwed(tenant, user) : null;
  // The campaign modal is gamification's (content-app.md 6) and the user's own, like the onboarding:
  // a support session is not shown their campaigns.
  const newCampaigns =
    withOnboarding && user.gamification === 1 ? (await newCampaignsOf(db, user, at)).length : 0;
  return buildLoginInfo(user, tenant, at, owed, { activePlan, apps, onboardingUrl, newCampaigns });
}
