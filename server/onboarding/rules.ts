// Whether the login info asks for the onboarding (learning-area.md 3 onBoardScreen, 4.12; content-app.md
// 3 onBoardScreen, onBoardUrl): the tenant has an onboarding page and the user has not finished it.
import type { Tenant } from '../tenants/store.ts';

/** The page to show the user, or null when there is none or they finished it. */
export function onboardingOwed(
  tenant: Pick<Tenant, 'onboarding'>,
  user: { onboardingSeenAt: Date | null },
): string | null {
  return tenant.onboarding && user.onboardingSeenAt === null ? tenant.onboarding.url : null;
}
