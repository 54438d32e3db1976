// What the tenant area answers, built from a tenant's stored details: pure, unit-tested.
import path from 'node:path';
import type { Tenant } from './store.ts';

const iconSizes = [192, 256, 512];
const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

/** The tenant's own web manifest, so each tenant installs as its own app (name, colours, icons). */
export function buildManifest({ details }: Pick<Tenant, 'details'>): Record<string, unknown> {
  const icon = details.favIcon || details.logo;
  const type = icon
    ? imageTypes[path.extname(new URL(icon, 'http://tenant').pathname).toLowerCase()]
    : undefined;
  return {
    name: details.name,
    short_name: details.name.length > 12 ? (details.name.split(' ')[0] ?? details.name) : details.name,
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: details.primaryColor,
    background_color: details.fourthColor ?? '#FFFFFF',
    icons: icon
      ? iconSizes.map((size) => ({
          src: icon,
          sizes: `${size}x${size}`,
          ...(type ? { type } : {}),
          purpose: 'any',
        }))
      : [],
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
