// Whether the terms gate shows (learning-area.md 2.2, 4.12; content-app.md 4): the agreement when the
// version the user accepted is not the current one (the server compares them: userLicenceTermsAccepted),
// responsibility terms when any is left to sign, or when the server refused a call for the terms.
import type { LoginInfo } from '../../generated/types';

export function owesTerms(info: LoginInfo, refusedForTerms: boolean): boolean {
  if (refusedForTerms) return true;
  const agreementOwed = info.agreementVersion !== undefined && info.userLicenceTermsAccepted !== 1;
  return agreementOwed || (info.responsibilityTerms?.length ?? 0) > 0;
}
