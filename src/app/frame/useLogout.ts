import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { clearSession } from '../session';

/** Logout: the session store forgets menu data, history, plan flags and campaign; cached data goes too. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'tenant' });
    navigate('/login', { replace: true });
  };
}
