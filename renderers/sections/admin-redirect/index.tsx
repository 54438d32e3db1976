// Section type 36: the admin redirect (content-app.md 2.6, 6). Admins (login info admin 1 or 2) get
// a card whose confirmation opens the admin host of the runtime config, with a link token, in a new
// tab; everyone else is told they have no access.
import { useRef } from 'react';
import type { SectionRendererProps } from '../../../src/engine';
import { requestLinkToken } from '../../../src/api/auth';
import { runtimeConfig } from '../../../src/api/instance';
import { useMenuData } from '../../../src/session';
import { sectionMessages } from '../../../src/i18n/sections';
import { httpUrl } from '../../../src/ui/httpUrl';
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

/**
 * The link token of the next opening, asked for when the confirmation opens so that Continuar (the
 * user gesture a popup blocker looks for) usually finds it ready and opens the tab at once.
 */
function useAdminLinkToken() {
  const pending = useRef<Promise<string | null> | null>(null);
  const ready = useRef<string | null>(null);
  const prepare = () => {
    if (pending.current) return;
    ready.current = null;
    pending.current = requestLinkToken('admin').then(
      (token) => (ready.current = token),
      // No token (offline, refused): the admin area then asks for its own sign-in.
      () => null,
    );
  };
  /** The token for this opening, then forgotten: a link token serves once. */
  const take = (use: (token: string | null) => void) => {
    const token = ready.current;
    const waiting = pending.current;
    pending.current = null;
    ready.current = null;
    if (token) return use(token);
    void (waiting ?? requestLinkToken('admin').catch(() => null)).then(use);
  };
  return { prepare, take };
}

export default function AdminRedirect(_props: SectionRendererProps) {
  const menuData = useMenuData();
  const adminHost = configuredAdminHost();
  const linkToken = useAdminLinkToken();
  let body;
  if (!isAdmin(menuData?.loginInfo)) body = <RedirectNotice text={sectionMessages.adminDenied} />;
  else if (!httpUrl(adminHost, null) || !menuData?.token)
    body = <RedirectNotice text={sectionMessages.adminUnavailable} />;
  else
    body = (
      <RedirectCard
        intro={sectionMessages.adminIntro}
        action={sectionMessages.adminOpen}
        confirm={sectionMessages.adminConfirm}
        onConfirmOpen={linkToken.prepare}
        onContinue={() =>
          linkToken.take((token) => {
            const url = token ? adminUrl(adminHost, token) : httpUrl(adminHost, null)?.href;
            if (url) openInNewTab(url, 'noopener');
          })
        }
      />
    );
  return <div className={css.wrapper}>{body}</div>;
}
