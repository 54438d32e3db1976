import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages.ts';
import { Refusal } from './refusal.ts';
import { projectRoot } from '../paths.ts';

export interface StaticAppOptions {
  /** The built single-page app (index.html, assets/...); without it only the API is served. */
  staticDir?: string;
  /**
   * What index.html at this address should have the browser fetch at once (`Link` header values):
   * the learning home's banner (server/learning/home-preloads.ts).
   */
  preloads?: (host: string | undefined, pathname: string) => Promise<string[]>;
}

const longCache = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built app: hashed files under /assets/ are cached for a year (a new build has new names),
 * everything else is revalidated, so a deployment is picked up at once. Client-side routes
 * (/perfil, /content/12...) get index.html; unknown /api paths and missing files get a JSON 404.
 * The build leaves brotli and gzip copies beside each file worth compressing (scripts/precompress.ts):
 * the copy the browser accepts is sent as it is (brotli first, then gzip, else the file itself), with
 * `Vary: Accept-Encoding` and the original's content type. /sw.js (the service worker) is revalidated too.
 */
export async function staticApp(
  app: FastifyInstance,
  { staticDir, preloads }: StaticAppOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    // Without an app to serve, the plugin is still needed for reply.sendFile (the /demo/ files).
    root: staticDir ?? projectRoot,
    serve: staticDir !== undefined,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // Only the built app has compressed copies; /demo/ files would be looked for in vain.
    preCompressed: staticDir !== undefined,
    setHeaders(reply, filePath) {
      // A route's own choice stands (GET /demo/* keeps a learner's signed file in her cache alone).
      if (reply.hasHeader('cache-control')) return;
      const relative = path.relative(staticDir ?? projectRoot, filePath).split(path.sep);
      reply.header('cache-control', relative[0] === 'assets' ? longCache : revalidate);
    },
  });

  const indexHtml = staticDir && existsSync(path.join(staticDir, 'index.html'));
  /** index.html for an address of the app, with what it should fetch at once. */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const links = (await preloads?.(request.headers.host, pathname)) ?? [];
    if (links.length > 0) reply.header('link', links.join(', '));
    return reply.header('cache-control', revalidate).sendFile('index.html', staticDir!);
  };
  // The root is the static plugin's index otherwise: its own route, so it gets its preloads too.
  if (indexHtml) app.get('/', (request, reply) => sendIndex(request, reply, '/'));
  app.setNotFoundHandler(async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://server');
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (indexHtml && !isApi && isPage) return sendIndex(request, reply, pathname);
    // The error handler answers it, as every other refusal.
    throw new Refusal(404, messages.routeNotFound);
  });
}
