// The tenant of a host and what the app reads before anyone signs in:
//   POST /api/app/details/            -> {success, app: [details]} (empty when no tenant has the host)
//   GET  /api/app/manifest.webmanifest -> the tenant's web manifest
//   GET  /api/app/icons/{name}.png     -> its PNG icons, drawn from its favicon or logo (icons.ts)
//   GET  /config.json                  -> the runtime config (one build, every deployment)
//   GET  /demo/*                       -> the host tenant's fixture assets (a designer's images); a
//                                         learning content's file only by its signed address (403)
import path from 'node:path';
import { apiSchema, localSchema } from '../http/api-schemas.ts';
import { hostNameOf } from '../http/host-name.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { messages } from '../messages.ts';
import { fileOrOriginal } from './asset-variants.ts';
import { createIconCache } from './icon-cache.ts';
import { APP_ICONS } from './app-icons.ts';
import { hasValidSignature } from './media-signature.ts';
import { tenantMessages } from './messages.ts';
import { findTenantByBucket, learningMediaOwner, mediaSigningKey } from './store.ts';
import { findTenantByHost } from './tenant-of-host.ts';
import { buildManifest, runtimeConfig } from './views.ts';

export const tenantsArea: Area = {
  name: 'tenants',
  routes: ({ db, preview, assetsByBucket, now }) => {
    const icons = createIconCache(() => now().getTime());
    return [
      // The spec writes the path with a trailing slash; the other spelling is accepted too.
      ...['/api/app/details/', '/api/app/details'].map((url) =>
        route({
          method: 'POST',
          url,
          access: 'public',
          body: apiSchema('app-details-body'),
          // No match is not an error: an empty list, and the app says why.
          handler: async (request) => {
            const tenant = await findTenantByHost(db, request.body.bucket);
            return { success: true, app: tenant ? [tenant.details] : [] };
          },
        }),
      ),
      route({
        method: 'GET',
        url: '/api/app/manifest.webmanifest',
        access: 'public',
        handler: async (request, reply) => {
          const tenant = await findTenantByHost(db, request.headers.host);
          if (!tenant) return refuse(404, messages.noMatchingApp);
          return reply
            .type('application/manifest+json; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(buildManifest(tenant));
        },
      }),
      route({
        method: 'GET',
        url: '/api/app/icons/:name',
        access: 'public',
        params: localSchema<{ name: string }>({
          type: 'object',
          properties: { name: { type: 'string', maxLength: 40 } },
          required: ['name'],
        }),
        // Drawn once per tenant and source (icon-cache.ts). A day in any cache, then revalidated by ETag:
        // a new logo reaches installed apps within a day, and the manifest (no-cache) names the same files.
        handler: async (request, reply) => {
          const bucket = hostNameOf(request.headers.host);
          const tenant = await findTenantByBucket(db, bucket);
          if (!tenant || !bucket) return refuse(404, messages.noMatchingApp);
          const spec = Object.hasOwn(APP_ICONS, request.params.name)
            ? APP_ICONS[request.params.name]
            : undefined;
          if (!spec) return refuse(404, messages.routeNotFound);
          const { png, etag } = await icons.icon({
            bucket,
            name: request.params.name,
            spec,
            address: tenant.details.favIcon || tenant.details.logo,
            colour: tenant.details.primaryColor,
            assetsDir: assetsByBucket.get(bucket),
          });
          reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
          if (request.headers['if-none-match'] === etag) return reply.code(304).send();
          return reply.type('image/png').send(png);
        },
      }),
      route({
        method: 'GET',
        url: '/config.json',
        access: 'public',
        handler: async (_request, reply) =>
          reply.header('cache-control', 'no-cache').send(runtimeConfig(preview)),
      }),
      route({
        method: 'GET',
        url: '/demo/*',
        access: 'public',
        params: localSchema<{ '*': string }>({ type: 'object', properties: { '*': { type: 'string' } } }),
        querystring: apiSchema('demo-file-query'),
        // @fastify/static (registered by the static app) refuses paths that leave the folder. Fixture
        // files change while a designer works: revalidate every time (the ETag keeps it cheap). A learning
        // content's file is the learner's only: its signed address, kept in her browser's cache alone.
        handler: async (request, reply) => {
          const bucket = hostNameOf(request.headers.host) ?? '';
          const assetsDir = assetsByBucket.get(bucket);
          if (!assetsDir) return refuse(404, messages.noMatchingApp);
          const file = request.params['*'];
          const idApp = await learningMediaOwner(db, bucket, `/demo/${file}`);
          if (idApp !== undefined) {
            const key = await mediaSigningKey(db);
            if (!hasValidSignature(key, idApp, `/demo/${file}`, request.query, now()))
              return refuse(403, tenantMessages.mediaNeedsAccess);
          }
          return reply
            .header('cache-control', idApp === undefined ? 'no-cache' : 'private, no-cache')
            .sendFile(await fileOrOriginal(path.resolve(assetsDir), file), path.resolve(assetsDir));
        },
      }),
    ];
  },
};
