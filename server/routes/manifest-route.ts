import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hostNameOf } from '../http/host-name.ts';
import { failure, messages } from '../messages.ts';
import type { RouteContext } from '../route-context.ts';
import { findTenantByBucket, type Tenant } from '../store/app-store.ts';

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
export function buildManifest({ details }: Tenant): Record<string, unknown> {
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

export async function manifestRoute(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.get('/app/manifest.webmanifest', async (request, reply) => {
    const tenant = await findTenantByBucket(db, hostNameOf(request.headers.host));
    if (!tenant) return reply.code(404).send(failure(messages.noMatchingApp));
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(buildManifest(tenant));
  });
}
