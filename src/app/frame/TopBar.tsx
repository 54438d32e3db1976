import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import { useTenant } from '../../session/tenant';
import { useGoBack } from '../../ui/useGoBack';
import { useLogout } from './useLogout';
import { useAppSwitch } from '../../features/app-switch';
import { appSwitchMessages } from '../../i18n/app-switch';
import * as css from './frame.css';
import { TenantLogo } from '../../ui/TenantLogo';

export function TopBar() {
  const app = useTenant();
  const location = useLocation();
  const goBack = useGoBack();
  const logout = useLogout();
  // The content app's user actions live here (it has no user menu): the app switch, then Sair.
  const appSwitch = useAppSwitch();
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
      {appSwitch.available ? (
        <button type="button" className={css.wrappingBarButton} onClick={appSwitch.open}>
          {appSwitchMessages.open}
        </button>
      ) : null}
      <button type="button" className={css.barButton} onClick={logout}>
        {messages.logout}
      </button>
      {appSwitch.dialog}
    </header>
  );
}
