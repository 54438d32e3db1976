// Favicon, document title, theme colour, the web manifest and the iOS home-screen icon follow the tenant.
import type { AppDetails } from '../../generated/types';
import { titleOf } from '../../ui/useDocumentTitle';

function link(rel: string): HTMLLinkElement {
  let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    document.head.append(element);
  }
  return element;
}

export function applyTenantHead(app: AppDetails, apiBaseUrl: string) {
  document.title = titleOf(app.name);
  if (app.favIcon) link('icon').href = app.favIcon;
  const api = apiBaseUrl.replace(/\/$/, '');
  link('manifest').href = `${api}/app/manifest.webmanifest`;
  // iOS reads no manifest icon: its home screen takes this one (server/tenants/icons.ts).
  link('apple-touch-icon').href = `${api}/app/icons/apple-touch-icon.png`;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = app.primaryColor;
}
