import { useAtomValue } from 'jotai';
import {
  isLoggedInAtom,
  menuDataAtom,
  onboardingLaterAtom,
  supportOriginAtom,
  termsRefusedAtom,
} from './store';

export const useMenuData = () => useAtomValue(menuDataAtom);
export const useIsLoggedIn = () => useAtomValue(isLoggedInAtom);
/** The server refused a call because the terms are owed (markTermsOwed). */
export const useTermsRefused = () => useAtomValue(termsRefusedAtom);
/** The support user's own session during support access; null otherwise. */
export const useSupportOrigin = () => useAtomValue(supportOriginAtom);
/** Who put the onboarding off for this sign-in session ('Ver depois'), or null. */
export const useOnboardingLater = () => useAtomValue(onboardingLaterAtom);
