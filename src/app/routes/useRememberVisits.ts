import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { rememberVisit } from '../../session';

/** Every page a signed-in user sees goes to the stored navigation history. */
export function useRememberVisits() {
  const location = useLocation();
  useEffect(() => {
    rememberVisit(location.pathname + location.search);
  }, [location.pathname, location.search]);
}
