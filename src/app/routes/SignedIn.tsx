import { Suspense } from 'react';
import { SupportBanner } from '../../features/support-access';
import { useLogout } from '../frame/useLogout';
import { Loading } from '../../engine';
import { Frame } from '../frame/Frame';
import { useTenant } from '../../session/tenant';
import { useMenuData, useSupportOrigin } from '../../session';
import { useRememberVisits } from './useRememberVisits';
import { useSessionRenewal } from './useSessionRenewal';
import { useWarmLearningHome } from './useWarmLearningHome';
// A learning tenant's frame (learning header, footer trail) loads with it, never in the content app's first paint.
import { learningFrame } from '../learning-modules';
import { unsuspended } from '../../engine/preloadable';

/** The onboarding's module loads only for a user whose login info asks for it (not in the first paint). */
const OnboardingPrompt = unsuspended(async () => ({
  default: (await import('./OnboardingPrompt')).OnboardingPrompt,
}));

/** The signed-in area: history, renewal, the support access banner and the page frame. */
export function SignedIn() {
  useRememberVisits();
  useSessionRenewal();
  useWarmLearningHome();
  // During support access the logout is its exit (useLogout).
  const exitSupport = useLogout();
  const learningArea = useTenant().learningArea;
  const onBoardScreen = useMenuData()?.loginInfo.onBoardScreen;
  const onboarding = learningArea && onBoardScreen === 1;
  return (
    <>
      {useSupportOrigin() ? (
        <Suspense fallback={null}>
          <SupportBanner onExit={exitSupport} />
        </Suspense>
      ) : null}
      {learningArea ? (
        <Suspense fallback={<Loading />}>
          <learningFrame.Unsuspended waiting={<Loading />} />
        </Suspense>
      ) : (
        <Frame />
      )}
      {/* The learning area's onboarding modal; the content app's is its home's (router.tsx). */}
      {onboarding ? <OnboardingPrompt /> : null}
    </>
  );
}
