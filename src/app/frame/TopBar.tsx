import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import { useTenant } from '../../session/tenant';
import { useGoBack } from '../../ui/useGoBack';
import { useLogout } from './useLogout';
import { useMenuData } from '../../session';
import * as css from './frame.css';
import { TenantLogo } from '../../ui/TenantLogo';

// Only a person with accounts in other apps has the switch: it loads for them alone.
const AppSwitchButton = lazy(() => import('./AppSwitchButton'));

export function TopBar() {
  const app = useTenant();
  const location = useLocation();
  const goBack = useGoBack();
  const logout = useLogout();
  // The content app's user actions live here (it has no user menu): the app switch, then Sair.
  const switchable = (useMenuData()?.loginInfo.appsUserAccess?.length ?? 0) > 1;
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
      {switchable ? (
        <Suspense fallback={null}>
          <AppSwitchButton className={css.wrappingBarButton} />
        </Suspense>
      ) : null}
      <button type="button" className={css.barButton} onClick={logout}>
        {messages.logout}
      </button>
    </header>
  );
}
