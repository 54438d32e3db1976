import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../../api/auth';
import { clearUserCaches } from '../../api/user-caches';
import { routes } from '../../paths/paths';
import { clearSession, endSupportSession, getToken } from '../../session';

/**
 * Logout: the server revokes the token (best effort, not awaited: offline or slow, the learner is
 * signed out here all the same), then the session store forgets menu data, history, plan flags and
 * campaign, and cached data goes too (react-query's, and the service worker's user caches). During support access it is the access's exit instead: the
 * accessed user's token is revoked (which ends the server's log line) and the support user's own
 * session comes back, on the support screen.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    const token = getToken();
    if (token) logout(token).catch((error: unknown) => console.warn('[session] logout call failed', error));
    const supporting = endSupportSession();
    if (!supporting) clearSession();
    clearUserCaches();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'tenant' });
    navigate(supporting ? routes.supportAccess.to() : routes.login.to(), { replace: true });
  };
}
