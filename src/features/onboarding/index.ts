// The onboarding's public face: the rule (small, in the first paint) and the dialog, loaded only when
// a user is to see it.
import { lazy } from 'react';

export { onboardingDue, onboardingOwner } from './onboardingDue';
export const OnboardingDialog = lazy(() => import('./OnboardingDialog'));
