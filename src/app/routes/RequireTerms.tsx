// The terms gate (learning-area.md 2.2, 4.12; content-app.md 4): a signed-in user who owes the terms
// sees only them. The learning area sends them to /terms and back to where they were going; the
// content app shows them as a modal at its home. The server refuses every other call meanwhile
// (server/terms), and a refusal of that kind met later opens the gate too (markTermsOwed).
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../../engine';
import { owesTerms, TermsScreen } from '../../features/terms';
import { routes } from '../../paths/paths';
import { useMenuData, useTermsRefused } from '../../session';
import { useTenant } from '../../session/tenant';
import { useLogout } from '../frame/useLogout';

export function RequireTerms() {
  const info = useMenuData()?.loginInfo;
  const refused = useTermsRefused();
  const learningArea = useTenant().learningArea;
  const location = useLocation();
  const logout = useLogout();
  if (!info || !owesTerms(info, refused)) return <Outlet />;
  if (learningArea)
    return <Navigate to={routes.terms.to()} state={{ from: location.pathname + location.search }} replace />;
  if (location.pathname !== routes.home.to()) return <Navigate to={routes.home.to()} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <TermsScreen asDialog onDecline={logout} />
    </Suspense>
  );
}

/** /terms itself: the learning area's page, or the home for a user who owes nothing. */
export function TermsRoute() {
  const info = useMenuData()?.loginInfo;
  const refused = useTermsRefused();
  const logout = useLogout();
  if (!info || !owesTerms(info, refused)) return <Navigate to={routes.home.to()} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <TermsScreen onDecline={logout} />
    </Suspense>
  );
}
