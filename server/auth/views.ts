import type { Plan } from '../../src/generated/types.ts';
import type { Tenant } from '../tenants/store.ts';
import type { UserRow } from './store.ts';
import type { TermsOwed } from '../terms/store.ts';
import type { PersonApp } from './store-apps.ts';

/** What the login info holds beside the user and the tenant: the company's plan, the person's apps. */
export interface LoginExtras {
  activePlan: Plan | null;
  /** Every app where the same login has a usable account (store-apps.ts), the current one among them or not. */
  apps: readonly PersonApp[];
  /** The onboarding page still to show (onboarding/rules.ts); null: none, or not to this session. */
  onboardingUrl: string | null;
  /** Running campaigns new to the user (campaigns/store.ts); 0 for a support session. */
  newCampaigns: number;
}

/** What the app stores after login (schemas/login-info.json). Absent values are left out, not null. */
export function buildLoginInfo(
  user: UserRow,
  tenant: Tenant,
  at: Date,
  owed: TermsOwed,
  { activePlan, apps, onboardingUrl, newCampaigns }: LoginExtras,
): Record<string, unknown> {
  const { agreement } = tenant;
  return withoutEmpty({
    idUser: user.idUser,
    idApp: tenant.idApp,
    idCompany: tenant.idCompany,
    name: user.name,
    email: user.email,
    photo: user.photo,
    lastLogin: at.toISOString(),
    lastAccess: at.toISOString(),
    gamification: user.gamification,
    communicationAccepted: user.communicationAccepted,
    userLicenceTermsAccepted: agreement ? (owed.agreement ? 0 : 1) : user.userLicenceTermsAccepted,
    // The app compares the version the user accepted with this one; without terms there is nothing to show.
    agreementVersion: agreement?.version,
    agreementTerms: agreement?.terms,
    // The responsibility terms still to sign (learning-area.md 4.12); none: left out.
    responsibilityTerms: owed.responsibility.length > 0 ? owed.responsibility : undefined,
    // The onboarding page still to show (learning-area.md 4.12: after the terms); none: 0 alone.
    onBoardScreen: onboardingUrl ? 1 : 0,
    onBoardUrl: onboardingUrl ?? undefined,
    askPWA: user.askPWA,
    // content-app.md 2.8: the home loads its campaign modal only when some are new; none: left out.
    newCampaigns: newCampaigns > 0 ? newCampaigns : undefined,
    admin: user.admin,
    canAccessSupport: user.canAccessSupport,
    activePlan,
    appsUserAccess: appsUserAccess(tenant, apps),
  });
}

/**
 * learning-area.md 3: the current app first, then the person's others. Each entry leaves out the spec's
 * `token`: no session of another app travels in this one's login info, which is stored in the browser;
 * switching asks for a one-time link instead (docs/decisions/0021-app-switching-by-one-time-link.md).
 */
function appsUserAccess(tenant: Tenant, apps: readonly PersonApp[]): Record<string, unknown>[] {
  const others = apps.filter((app) => app.idApp !== tenant.idApp);
  return [tenant, ...others].map(({ idApp, idCompany, bucket, details }) =>
    withoutEmpty({
      idApp,
      idCompany,
      domain: bucket,
      appName: details.name,
      companyName: details.companyName ?? details.name,
      favIcon: details.favIcon,
    }),
  );
}

/** The user profile of GET /users/{id} (schemas/user.json). */
export function buildUserProfile(user: UserRow, tenant: Tenant): Record<string, unknown> {
  return withoutEmpty({
    idUser: user.idUser,
    idCompany: tenant.idCompany,
    active: user.active,
    admin: user.admin,
    askPWA: user.askPWA,
    communicationAccepted: user.communicationAccepted,
    emailNotification: user.emailNotification,
    smsNotification: user.smsNotification,
    cpf: user.cpf,
    department: user.department,
    email: user.email,
    name: user.name,
    phone: user.phone,
    photo: user.photo,
    role: user.role,
    // The company's fields (learning-area.md 3, 5): shown read-only; the login is the e-mail here.
    username: user.email,
    employeeCode: user.employeeCode,
    managerName: user.managerName,
    unit: user.unit,
    branch: user.branch,
    userLicenceTermsAccepted: user.userLicenceTermsAccepted,
    userType: 1,
  });
}

/** Drops undefined and null, except where null is the documented value (activePlan). */
function withoutEmpty(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([key, value]) => value !== undefined && (value !== null || key === 'activePlan'),
    ),
  );
}
