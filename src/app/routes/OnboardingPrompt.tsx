// Where the onboarding shows (learning-area.md 4.12; content-app.md 2.1): behind the terms gate, so
// after the terms and the topics step, or at once after a sign-in that owes no terms. The learning area
// shows it over whichever page the user reaches first (SignedIn); the content app at its home (Home).
// Its dialog module loads only when the login info asks for it.
import { ErrorBoundary, useEngine } from '../../engine';
import { OnboardingDialog, onboardingDue, onboardingOwner } from '../../features/onboarding';
import {
  postponeOnboarding,
  settleOnboarding,
  useMenuData,
  useOnboardingLater,
  useSupportOrigin,
} from '../../session';

export function OnboardingPrompt() {
  const { preview } = useEngine();
  const info = useMenuData()?.loginInfo;
  const postponedBy = useOnboardingLater();
  const supporting = useSupportOrigin() !== null;
  const address = onboardingDue(info, { postponedBy, supporting });
  if (!info || !address) return null;
  return (
    // A failed chunk (offline) breaks only this; the page under it stays usable.
    <ErrorBoundary preview={preview}>
      <OnboardingDialog
        address={address}
        onFinished={settleOnboarding}
        onLater={() => postponeOnboarding(onboardingOwner(info))}
      />
    </ErrorBoundary>
  );
}
