// Whether the home's prompts may have anything to show, read from what the first paint already holds
// (the login info, the app details, the navigation state), so the prompts' module loads only then and
// a home with none carries nothing more. One line per prompt of HomePrompts.tsx; a line may say yes
// where the prompt then finds nothing (a 'Ver depois' onboarding, no tracked content), never the
// reverse.
import type { AppDetails, LoginInfo } from '../../generated/types';
import { cameFromSignIn } from '../../session/arrival';
import { MOBILE_QUERY } from '../pwa/mobile';

/** A phone, where the install prompt is offered (content-app.md 4 "shown on mobile"). */
export const onPhone = () => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches;

export const promptsMayShow = (
  info: LoginInfo | undefined,
  app: Pick<AppDetails, 'lastContentRedirect'>,
  navigationState: unknown,
): boolean =>
  info !== undefined &&
  ((info.askPWA === 1 && onPhone()) ||
    info.onBoardScreen === 1 ||
    Boolean(info.newCampaigns) ||
    (app.lastContentRedirect === true && cameFromSignIn(navigationState)));
