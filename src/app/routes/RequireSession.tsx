// Route guard: signed-out users go to /login (or the landing page) and come back after login.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { routes } from '../../paths/paths';
import { useIsLoggedIn, rememberVisit } from '../../session';
import { useTenant } from '../../session/tenant';
import { shouldShowLanding } from '../../features/login';

export function RequireSession() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const app = useTenant();
  if (loggedIn) return <Outlet />;
  const path = location.pathname + location.search;
  // The page asked for becomes the last visited one, where login returns to.
  if (path !== '/') rememberVisit(path);
  const landing = shouldShowLanding(app, new URLSearchParams(location.search), {
    loggedIn,
    hasHistory: path !== '/',
  });
  return <Navigate to={(landing ? routes.landing : routes.login).to()} replace />;
}
