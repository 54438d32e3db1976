// Whether the onboarding shows (learning-area.md 3 onBoardScreen, 4.12; content-app.md 2.1, 3
// onBoardScreen, onBoardUrl): the login info asks for it with a page, the user did not put it off in
// this sign-in session ('Ver depois'), and this is the user's own session (support access never shows
// it: the server leaves it out too).
import type { LoginInfo } from '../../generated/types';

/** Whose 'Ver depois' it was: the tenant and the user, so another login on the browser starts afresh. */
export const onboardingOwner = (info: Pick<LoginInfo, 'idApp' | 'idUser'>) =>
  `${info.idApp ?? 0}:${info.idUser ?? 0}`;

export function onboardingDue(
  info: LoginInfo | undefined,
  session: { postponedBy: string | null; supporting: boolean },
): string | null {
  if (!info || session.supporting || info.onBoardScreen !== 1) return null;
  if (session.postponedBy === onboardingOwner(info)) return null;
  // Checked as an http(s) address by the dialog's module (OnboardingDialog.tsx), out of the first paint.
  return info.onBoardUrl?.trim() || null;
}
