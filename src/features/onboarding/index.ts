// The onboarding's public face: the rule (small, in the first paint) and the dialog, loaded only when
// a user is to see it, drawn without Suspense (engine/preloadable.ts: a reveal waits behind the page).
import { unsuspended } from '../../engine/preloadable';

export { onboardingDue, onboardingOwner } from './onboardingDue';
export const OnboardingDialog = unsuspended(() => import('./OnboardingDialog'));
