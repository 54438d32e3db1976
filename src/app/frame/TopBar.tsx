import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import { useTenant } from '../../session/tenant';
import { useGoBack } from '../../ui/useGoBack';
import { useMenuData } from '../../session';
import * as css from './frame.css';
import { TenantLogo } from '../../ui/TenantLogo';
import { UserMenuButton } from './user-menu/UserMenuButton';

export function TopBar() {
  const app = useTenant();
  const location = useLocation();
  const goBack = useGoBack();
  // The user's places, the app switch and Sair are in the user menu (user-menu/), loaded when opened.
  const name = useMenuData()?.loginInfo.name;
  // learning-area.md 2.2: "The header treats both as home".
  const isHome = location.pathname === '/' || location.pathname === '/home';
  return (
    <header className={css.topBar} data-testid="top-bar">
      {isHome ? null : (
        <button type="button" className={css.barButton} onClick={goBack} aria-label={messages.goBack}>
          ←
        </button>
      )}
      <Link to="/" className={css.brand} aria-label={`${app.name} — ${messages.home}`}>
        <TenantLogo app={app} className={css.logo} height={36} alt="" />
        <span className={css.brandName}>{app.name}</span>
      </Link>
      {name ? <UserMenuButton name={name} className={css.barButton} /> : null}
    </header>
  );
}
