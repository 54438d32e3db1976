// The package worker's work (package-worker.ts, served as `<run base>worker.js` with the run base as its
// scope; issue 20 item 2): a kept run's pages, state and files come from the run's Cache Storage cache
// (filled by keep.ts), with or without a network. Kept apart from the entry for its tests: the page's
// DOM library types it, with the few parts of a worker's scope it uses declared below (as
// src/service-worker/scope.ts does for the app's worker).

/** The cache of one kept run, named after its token. */
export const keptCacheName = (runToken: string) => `kept-run-${runToken}`;

/** The cache of the worker at `/scorm/runs/<token>/worker.js`: its own address names its run. */
export function cacheNameOfWorker(pathname: string): string | null {
  const token = /\/scorm\/runs\/([^/]+)\/[^/]*$/.exec(pathname)?.[1];
  return token ? keptCacheName(token) : null;
}

export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface PackageWorkerScope {
  readonly location: { readonly pathname: string };
  readonly caches: Pick<CacheStorage, 'open'>;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch(request: Request): Promise<Response>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

/**
 * What the worker answers a request with: the kept copy, else the network. The query is ignored (the
 * host page at `?keep=1`, a launch page's parameters), and so is Vary: the copies were stored under
 * their bare address, and a module script's request carries an Origin header the stored one had not.
 */
export async function keptAnswer(
  scope: Pick<PackageWorkerScope, 'caches' | 'fetch'>,
  cacheName: string,
  request: Request,
): Promise<Response> {
  const cache = await scope.caches.open(cacheName);
  return (await cache.match(request, { ignoreSearch: true, ignoreVary: true })) ?? scope.fetch(request);
}

export function servePackage(scope: PackageWorkerScope): void {
  const cacheName = cacheNameOfWorker(scope.location.pathname);
  // A worker of a kept run again (a new build) takes over at once: the keeping page waits for it to be
  // active, and every version answers alike.
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  // The keeping page and a package opened before the worker are controlled without a reload.
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
  scope.addEventListener('fetch', (event) => {
    // Anything but a GET (none is kept), or a worker out of a run's address: the network, untouched.
    if (event.request.method !== 'GET' || !cacheName) return;
    event.respondWith(keptAnswer(scope, cacheName, event.request));
  });
}
