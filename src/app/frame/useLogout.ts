import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../../api/auth';
import { routes } from '../../paths/paths';
import { clearSession, getToken } from '../../session';

/**
 * Logout: the server revokes the token (best effort, not awaited: offline or slow, the learner is
 * signed out here all the same), then the session store forgets menu data, history, plan flags and
 * campaign, and cached data goes too.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    const token = getToken();
    if (token) logout(token).catch((error: unknown) => console.warn('[session] logout call failed', error));
    clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'tenant' });
    navigate(routes.login.to(), { replace: true });
  };
}
