// The user dropdown of the learning header (learning-area.md 2.4, 6): the profile; 'Administração'
// for a user whose login info says admin above 0, opening the admin host of the runtime config in a
// new tab (with a link token, as the admin redirect section does: never the session token in an
// address); 'Sair', which asks 'Tem certeza de que deseja sair?' first. Between them, a link to each
// tab of the journey the learner has (JourneyLinks, loaded as the menu first opens), 'Fale conosco'
// where the company offers it (ContactUsLink) and 'Trocar de aplicativo' when the person has accounts
// in other apps (features/app-switch). After the profile, the content app's places the tenant has
// (chat, store, upload form, notifications: frame/user-menu/entries.ts), the same rule as the content
// app's top bar menu.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { requestLinkToken } from '../../api/auth';
import { runtimeConfig } from '../../api/instance';
import type { LoginInfo } from '../../generated/types';
import { frameMessages } from '../../i18n/learning-frame';
import { httpUrl } from '../../ui/httpUrl';
import { PopoverPanel } from '../../ui/popover/PopoverPanel';
import { adminUrl } from '../../ui/redirect/rules';
import { useConfirmedLogout } from '../frame/useConfirmedLogout';
import { learningRoutes } from '../../paths/learning-paths';
import { routes } from '../../paths/paths';
import { useMenuData, useSupportOrigin } from '../../session';
import { sectionPlaces } from '../frame/user-menu/entries';
import { ContactUsLink } from './ContactUsLink';
import { useAppSwitch } from '../../features/app-switch';
import { appSwitchMessages } from '../../i18n/app-switch';
import * as css from './learningFrame.css';

const JourneyLinks = lazy(() => import('./JourneyLinks'));

/** 6: "any value above 0 shows the Administração link". */
const showsAdministration = (loginInfo: Pick<LoginInfo, 'admin'>) => loginInfo.admin > 0;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function UserMenu({ loginInfo }: { loginInfo: LoginInfo }) {
  const button = useRef<HTMLButtonElement>(null);
  // The menu closes as the question opens: a "no" gives the focus back to the menu's button.
  const logout = useConfirmedLogout(button);
  const appSwitch = useAppSwitch(button);
  const adminHost = runtimeConfig().adminHost;
  // During support access the administration and support itself stay the accessed user's / closed
  // (learning-area.md 4.11).
  const supporting = useSupportOrigin() !== null;
  const admin = !supporting && showsAdministration(loginInfo) && httpUrl(adminHost, null) !== null;
  const support = !supporting && loginInfo.canAccessSupport === true;
  const menuData = useMenuData();
  const places = menuData ? sectionPlaces(menuData) : [];
  return (
    <>
      <PopoverPanel
        triggerClassName={css.headerButton}
        triggerRef={button}
        trigger={
          <>
            <span className="visually-hidden">{frameMessages.userMenu}</span> {firstName(loginInfo.name)}
            <span aria-hidden="true"> ▾</span>
          </>
        }
        title={loginInfo.name}
      >
        {(close) => (
          <ul className={css.list}>
            <LinkItem to={learningRoutes.profile.to()} label={frameMessages.profile} onOpen={close} />
            {places.map((place) => (
              <LinkItem key={place.place} to={place.to} label={place.label} onOpen={close} />
            ))}
            {/* Until the learner's tabs are known, a line says so; a failure keeps the other links. */}
            <Suspense
              fallback={
                <li className={css.item}>
                  {/* The status inside the item: a list holds only list items (axe 'list'). */}
                  <span role="status">{frameMessages.loadingLinks}</span>
                </li>
              }
            >
              <JourneyLinks idUser={loginInfo.idUser} onOpen={close} />
            </Suspense>
            {/* A support session does not write to the company in the accessed user's name (4.11). */}
            {supporting ? null : <ContactUsLink onOpen={close} />}
            {support ? (
              <LinkItem to={routes.supportAccess.to()} label={frameMessages.supportAccess} onOpen={close} />
            ) : null}
            {appSwitch.available ? (
              <ActionItem label={appSwitchMessages.open} onOpen={close} action={appSwitch.open} />
            ) : null}
            {admin ? (
              <li>
                <AdminLink adminHost={adminHost} onOpen={close} />
              </li>
            ) : null}
            <ActionItem label={frameMessages.logout} onOpen={close} action={logout.ask} />
          </ul>
        )}
      </PopoverPanel>
      {logout.dialog}
      {appSwitch.dialog}
    </>
  );
}

interface ItemProps {
  label: string;
  /** Closes the menu. */
  onOpen: () => void;
}

/** A place of the app: following it closes the menu. */
function LinkItem({ to, label, onOpen }: ItemProps & { to: string }) {
  return (
    <li>
      <Link to={to} className={css.item} onClick={onOpen}>
        {label}
      </Link>
    </li>
  );
}

/** An action of the menu ('Sair', 'Trocar de aplicativo'): the menu closes first, then it runs. */
function ActionItem({ label, onOpen, action }: ItemProps & { action: () => void }) {
  return (
    <li>
      <button
        type="button"
        className={css.item}
        onClick={() => {
          onOpen();
          action();
        }}
      >
        {label}
      </button>
    </li>
  );
}

/**
 * The admin host in a new tab. A link token (one use, minutes of life) is asked for when the menu
 * opens and goes in the address once it came; until then, or without one, the admin area asks for
 * its own sign-in.
 */
function AdminLink({ adminHost, onOpen }: { adminHost: string | undefined; onOpen: () => void }) {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    requestLinkToken('admin').then(
      (linkToken) => current && setToken(linkToken),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const href = adminUrl(adminHost, token) ?? httpUrl(adminHost, null)?.href;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={css.item} onClick={onOpen}>
      {frameMessages.administration}
      <span className="visually-hidden"> {frameMessages.opensInNewTab}</span>
    </a>
  );
}
