// The app's service worker (/sw.js, scope /), built by vite-plugin-pwa in injectManifest mode: Workbox
// writes the shell's file list into self.__WB_MANIFEST (vite.config.ts, scripts/pwa-shell.ts).
// What it keeps, cache by cache: src/shared-rules/offline-caches.ts. What it never keeps: API answers
// about a user (they go to the network untouched, so no other user of this browser can read them),
// answers marked `private` or `no-store`. A learner's offline courses (their API answers and files) are
// in that learner's own cache, read here only when the network fails or for a saved file
// (offline-courses.ts; ADR 0025).
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type {
  RouteHandlerCallbackOptions,
  RouteMatchCallbackOptions,
  WorkboxPlugin,
} from 'workbox-core/types';
import type { PrecacheEntry } from 'workbox-precaching';
import { CACHE_PREFIX, CACHE_VERSION, isUserCache, sharedCaches } from '../shared-rules/offline-caches';
import { cachedAppDetails } from './app-details';
import { savedAnswer, savedFile } from './offline-courses';
import type { ServiceWorkerScope } from './scope';

declare const self: ServiceWorkerScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

setCacheNameDetails({ prefix: CACHE_PREFIX, suffix: CACHE_VERSION, precache: 'precache' });

// A new version waits until no page of the old one is open (the browser's default, no skipWaiting):
// an open page keeps the scripts it started with, and nothing reloads it. clientsClaim only matters
// for the first install: that first page is controlled (and works offline) without a reload.
clientsClaim();
cleanupOutdatedCaches();
// oxlint-disable-next-line no-underscore-dangle -- Workbox's injection point: the build replaces this name.
precacheAndRoute(self.__WB_MANIFEST);

/** Keeps only answers any user of this browser may see: a full 200 that no header keeps private. */
const sharedAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const control = response.headers.get('cache-control') ?? '';
    return response.status === 200 && !/\b(private|no-store)\b/i.test(control) ? response : null;
  },
};

const sameOrigin = ({ url }: RouteMatchCallbackOptions) => url.origin === self.location.origin;

// Images not in a saved course keep the images cache's rule (below); other files go to the network.
const keptImages = new CacheFirst({
  cacheName: sharedCaches.images,
  plugins: [
    sharedAnswersOnly,
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
const fallThrough = (request: Request, event: RouteHandlerCallbackOptions['event']) =>
  request.destination === 'image' ? keptImages.handle({ request, event }) : fetch(request);

// Navigations: the network first (the server's index.html names each screen's modules in its Link
// header, server/http/module-preloads.ts); offline, the precached shell, which draws the screen from
// the cached app details and the kept scripts, and the app shows its offline toast.
const shell = new NetworkOnly({
  plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
});
registerRoute(
  new NavigationRoute(shell, {
    // Addresses the server answers itself: the API (single sign-on, files), the demo files, the SCORM
    // packages' pages.
    denylist: [/^\/api\//, /^\/demo\//, /^\/scorm\//, /^\/socket\.io\//],
  }),
);

// The tenant's details (POST /api/app/details/): the shell cannot draw without them.
registerRoute(
  (options) => sameOrigin(options) && /\/app\/details\/?$/.test(options.url.pathname),
  ({ request }) => cachedAppDetails(request),
  'POST',
);
registerRoute(
  (options) => sameOrigin(options) && options.url.pathname === '/config.json',
  new NetworkFirst({ cacheName: sharedCaches.app, plugins: [sharedAnswersOnly] }),
);
registerRoute(
  (options) =>
    sameOrigin(options) && /\/app\/(manifest\.webmanifest|icons\/[\w-]+\.png)$/.test(options.url.pathname),
  new StaleWhileRevalidate({ cacheName: sharedCaches.app, plugins: [sharedAnswersOnly] }),
);

// The learning API's reads go to the network as before; only when it fails, a saved course's answer.
registerRoute(
  (options) => sameOrigin(options) && options.url.pathname.startsWith('/api/learning/'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const saved = await savedAnswer(request);
      if (saved) return saved;
      throw error;
    }
  },
);

// A saved course's files (videos, audios, PDFs, images of this origin): from the learner's offline
// cache first, so they play offline and without a network round trip; anything else as before.
registerRoute(
  (options) => sameOrigin(options) && options.url.pathname.startsWith('/demo/'),
  async ({ request, event }) => (await savedFile(request)) ?? fallThrough(request, event),
);

// Build files outside the shell (hashed names never change): kept once a screen loaded them, so a
// visited screen opens offline.
registerRoute(
  (options) => sameOrigin(options) && options.url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: sharedCaches.assets,
    plugins: [
      sharedAnswersOnly,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Images: cache first for a week. Only readable answers (status 200): an opaque answer of another
// origin is counted by Chromium as ~7 MB of quota each, and a learner's signed or uploaded file says
// `private`, so it stays in her own HTTP cache only.
registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api/'),
  keptImages,
);

// Shared caches of an older version go when this one takes over; users' caches stay (their own
// version is in their purpose), the precache is Workbox's (cleanupOutdatedCaches).
const current = new Set<string>(Object.values(sharedCaches));
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(
        names
          .filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !name.includes('-precache-'))
          .filter((name) => !current.has(name) && !isUserCache(name))
          .map((name) => caches.delete(name)),
      ),
    ),
  );
});
