// Section type 36: the admin redirect (content-app.md 2.6, 6). Admins (login info admin 1 or 2) get
// a card whose confirmation opens the admin host of the runtime config, with the session token, in
// a new tab; everyone else is told they have no access.
import type { SectionRendererProps } from '../../../src/engine';
import { runtimeConfig } from '../../../src/api/instance';
import { getToken, useMenuData } from '../../../src/app/session';
import { messages } from '../../../src/i18n/messages';
import { adminUrl, isAdmin, openInNewTab, RedirectCard, RedirectNotice } from '../../../src/ui/redirect';
import * as css from './styles.css';

/** The runtime config is read at start; outside the app (a story) there is none. */
function configuredAdminHost(): string | undefined {
  try {
    return runtimeConfig().adminHost;
  } catch {
    return undefined;
  }
}

export default function AdminRedirect(_props: SectionRendererProps) {
  const menuData = useMenuData();
  const adminHost = configuredAdminHost();
  let body;
  if (!isAdmin(menuData?.loginInfo)) body = <RedirectNotice text={messages.adminDenied} />;
  else if (!adminUrl(adminHost, menuData?.token ?? null))
    body = <RedirectNotice text={messages.adminUnavailable} />;
  else
    body = (
      <RedirectCard
        intro={messages.adminIntro}
        action={messages.adminOpen}
        confirm={messages.adminConfirm}
        onContinue={() => {
          // The token of this moment: any response may have replaced the one of the first render.
          const url = adminUrl(adminHost, getToken());
          if (url) openInNewTab(url, 'noopener');
        }}
      />
    );
  return <div className={css.wrapper}>{body}</div>;
}
