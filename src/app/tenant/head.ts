// Favicon, document title, theme colour and the web manifest follow the tenant.
import type { AppDetails } from '../../generated/types';

function link(rel: string): HTMLLinkElement {
  let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    document.head.append(element);
  }
  return element;
}

// The screen that names itself (useDocumentTitle) keeps its name when the tenant's head is applied
// again: the gate's effect runs after the screen's, and again when the home's design changes.
let pageTitle: string | undefined;

const titleOf = (appName: string) => (pageTitle ? `${pageTitle} | ${appName}` : appName);

/** "{page} | {tenant}" while a screen names itself, the tenant's name alone otherwise. */
export function setPageTitle(page: string | undefined, appName: string) {
  pageTitle = page;
  document.title = titleOf(appName);
}

export function applyTenantHead(app: AppDetails, apiBaseUrl: string) {
  document.title = titleOf(app.name);
  if (app.favIcon) link('icon').href = app.favIcon;
  link('manifest').href = `${apiBaseUrl.replace(/\/$/, '')}/app/manifest.webmanifest`;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = app.primaryColor;
}
