// /login: position, images and logo from the tenant; the entry rules decide whether the landing
// page, the SSO redirect or an automatic token login comes first.
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { routes } from '../../paths/paths';
import { useTenant } from '../../session/tenant';
import { hasHistory, lastVisited, signInArrival, useIsLoggedIn } from '../../session';
import { runtimeConfig } from '../../api/instance';
import { messages } from '../../i18n/messages';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { shouldAutoRedirectToSso, shouldShowLanding, ssoUrl } from './entryRules';
import { LoginForm } from './LoginForm';
import { ForgotForm } from './ForgotForm';
import { TokenLogin } from './TokenLogin';
import * as css from './login.css';
import { TenantLogo } from '../../ui/TenantLogo';

type Mode = { kind: 'login' } | { kind: 'forgot' | 'first-access'; login: string };

export default function LoginScreen() {
  const app = useTenant();
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  // Signed out when this screen opened: a session now means a sign-in here, which the page it opens is
  // told (session/arrival.ts; this redirect replaces the form's own navigation).
  const [signingIn] = useState(!loggedIn);
  const [mode, setMode] = useState<Mode>({ kind: 'login' });
  const navigate = useNavigate();
  const [tokenFailed, setTokenFailed] = useState(false);
  const onTokenFailed = useCallback(() => setTokenFailed(true), []);
  const token = params.get('token');
  const callback = `${window.location.origin}/login`;
  const sso = app.hasSamlConfiguration ? ssoUrl(runtimeConfig().apiBaseUrl, app, callback) : null;
  const autoSso = shouldAutoRedirectToSso(app, params);

  useEffect(() => {
    if (autoSso && sso && !loggedIn) window.location.assign(sso);
  }, [autoSso, sso, loggedIn]);

  if (token && !tokenFailed) return <TokenLogin app={app} token={token} onFailed={onTokenFailed} />;
  if (loggedIn)
    return <Navigate to={lastVisited() ?? '/'} replace state={signingIn ? signInArrival : null} />;
  if (autoSso) return <FullPageMessage busy>{messages.redirecting}</FullPageMessage>;
  if (shouldShowLanding(app, params, { loggedIn, hasHistory: hasHistory() }))
    return <Navigate to="/landing-page" replace />;

  const showLogo = app.showLoginLogo !== false && Boolean(app.logo);
  return (
    <main className={`${css.page} ${css.position[app.loginPosition ?? 'middle']}`}>
      {app.loginImage || app.loginImageMobile ? (
        <picture>
          {app.loginImageMobile ? <source media="(max-width: 800px)" srcSet={app.loginImageMobile} /> : null}
          <img
            className={css.backdrop}
            src={app.loginImage ?? app.loginImageMobile}
            alt=""
            fetchPriority="high"
          />
        </picture>
      ) : null}
      {showLogo ? (
        <TenantLogo app={app} className={css.logo} height={64} alt={app.name} />
      ) : (
        <h1 className="visually-hidden">{app.name}</h1>
      )}
      {mode.kind === 'login' ? (
        <LoginForm
          app={app}
          ssoHref={sso}
          onForgot={(login) => setMode({ kind: 'forgot', login })}
          // An app of type 2 activates by phone and PIN (content-app.md 2.3); others e-mail the login.
          onFirstAccess={(login) =>
            app.idAppType === 2
              ? navigate(routes.activateUser.to())
              : setMode({ kind: 'first-access', login })
          }
        />
      ) : (
        <ForgotForm
          app={app}
          kind={mode.kind}
          initialLogin={mode.login}
          onClose={() => setMode({ kind: 'login' })}
        />
      )}
    </main>
  );
}
