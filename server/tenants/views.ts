// What the tenant area answers, built from a tenant's stored details: pure, unit-tested.
import { manifestIcons } from './app-icons.ts';
import type { Tenant } from './store.ts';

/**
 * The tenant's own web manifest, so each tenant installs as its own app (name, colours, icons). The icons
 * are the PNGs GET /api/app/icons/ draws from the tenant's favicon or logo (app-icons.ts). Each tenant
 * has its own host, so `id` and `scope` "/" never mix two tenants' installs.
 */
export function buildManifest({ details }: Pick<Tenant, 'details'>): Record<string, unknown> {
  return {
    id: '/',
    name: details.name,
    short_name: details.name.length > 12 ? (details.name.split(' ')[0] ?? details.name) : details.name,
    description: details.companyName || details.name,
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: details.primaryColor,
    background_color: details.fourthColor ?? '#FFFFFF',
    icons: manifestIcons(),
  };
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  preview: boolean;
  uploadHost: string;
  chatHost: string;
  adminHost: string;
  /** The SCORM CDN test service (learning-area.md 4.2); '' runs no test. */
  scormCdnTestUrl: string;
}

/** /config.json: read by the app at start, so one build serves every deployment (DESIGN.md). */
export const runtimeConfig = (preview: boolean): RuntimeConfig => ({
  apiBaseUrl: '/api',
  preview,
  uploadHost: '',
  chatHost: '',
  adminHost: 'http://admin.localhost:5173',
  scormCdnTestUrl: '',
});
