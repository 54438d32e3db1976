import { useEffect } from 'react';
import { useTenant } from '../session/tenant';

// The screen that names itself (useDocumentTitle, below) keeps its name when the tenant's head is applied
// again: the gate's effect runs after the screen's, and again when the home's design changes.
let pageTitle: string | undefined;

export const titleOf = (appName: string) => (pageTitle ? `${pageTitle} | ${appName}` : appName);

/** "{page} | {tenant}" while a screen names itself, the tenant's name alone otherwise. */
export function setPageTitle(page: string | undefined, appName: string) {
  pageTitle = page;
  document.title = titleOf(appName);
}

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
