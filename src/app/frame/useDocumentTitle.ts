import { useEffect } from 'react';
import { setPageTitle } from '../tenant/head';
import { useTenant } from '../tenant/TenantContext';

/**
 * "{page} | {tenant}" while the screen is shown, the tenant's name again when it goes (the title
 * every other screen has): a tab or a screen reader names the page, not only the app.
 */
export function useDocumentTitle(page: string) {
  const { name } = useTenant();
  useEffect(() => {
    setPageTitle(page, name);
    return () => setPageTitle(undefined, name);
  }, [page, name]);
}
