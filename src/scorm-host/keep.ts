// Keeping a run offline and forgetting it (issue 20 item 2), on the package origin: the app frames the
// host page hidden at `<run base>?keep=1` or `?forget=1`, and waits for one message.
// - keep: the host page (fetched without the query), the run's state, the host page's own build files and
//   every file of the package go into the Cache Storage cache `kept-run-<runToken>`, a few at a time;
//   then the package worker (src/scorm-host/package-worker.ts, served as `<run base>worker.js`) is
//   registered with the run base as its scope, and answers from that cache. Any failure deletes the cache.
// - forget: the cache, the kept data (kept-data.ts) and the worker go.
import { keptCacheName } from './kept-cache';
import { forgetKeptData } from './kept-data';
import type { HostMessage, KeepFailure } from './protocol';

/** What keeping needs of the page's window (injected: jsdom has neither). */
export interface KeepDeps {
  caches: CacheStorage | undefined;
  serviceWorker: Pick<ServiceWorkerContainer, 'register' | 'getRegistration'> | undefined;
  /** Parses the host page's HTML, for its build files. */
  parseHtml: (html: string) => Document;
}

/** Files fetched and stored at once. */
const AT_ONCE = 4;
/** How long the worker may take to activate before keeping fails. */
const ACTIVATION_MS = 30_000;

class KeepError extends Error {
  override name = 'KeepError';
}

/** The failure the app hears: the browser's storage quota ('full') or anything else. */
export function keepFailureOf(error: unknown): KeepFailure {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' ? 'full' : 'failed';
}

/** The kept-files answer: every package file, relative to the run base. */
async function packageFilesOf(base: string): Promise<string[]> {
  const response = await fetch(new URL('kept-files', base));
  const body = (response.ok ? await response.json() : null) as { files?: unknown } | null;
  const files = body?.files;
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string'))
    throw new KeepError('no file list');
  return files;
}

/** The host page's scripts, module preloads and style sheets, of its own origin. */
export function buildFilesOf(page: Document, base: string): string[] {
  const origin = new URL(base).origin;
  const links = [
    ...[...page.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    ...[...page.querySelectorAll('link[rel~="stylesheet"][href], link[rel~="modulepreload"][href]')].map(
      (link) => link.getAttribute('href'),
    ),
  ];
  const urls = links.filter((link): link is string => !!link).map((link) => new URL(link, base));
  return [...new Set(urls.filter((url) => url.origin === origin).map((url) => url.href))];
}

/** Resolves once the registration's worker is active; fails when it is thrown away or takes too long. */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker) return Promise.reject(new KeepError('no worker'));
  if (worker.state === 'activated') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new KeepError('the worker did not activate')), ACTIVATION_MS);
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'activated' && worker.state !== 'redundant') return;
      clearTimeout(timer);
      if (worker.state === 'activated') resolve();
      else reject(new KeepError('the worker was thrown away'));
    });
  });
}

async function unregister(deps: KeepDeps, base: string): Promise<void> {
  const registration = await deps.serviceWorker?.getRegistration(base).catch(() => undefined);
  // Only the run's own worker: never a broader one that happens to cover the address.
  if (registration?.scope === base) await registration.unregister().catch(() => false);
}

/**
 * Keeps the run (the host page at `?keep=1`): `stateResponse` is the state as read (kept: true), stored as
 * it is. Tells the bytes stored, or why nothing is kept.
 */
export async function keepRun(
  deps: KeepDeps,
  base: string,
  runToken: string,
  stateResponse: Response,
): Promise<HostMessage> {
  const { caches, serviceWorker } = deps;
  if (!caches || !serviceWorker) return { scormHost: 'keepFailed', reason: 'failed' };
  const name = keptCacheName(runToken);
  let bytes = 0;
  try {
    // A keep again starts clean: no file of an earlier keep stays beside this one's.
    await caches.delete(name);
    const cache = await caches.open(name);
    const store = async (url: string, response: Response) => {
      if (!response.ok) throw new KeepError(`${url}: ${response.status}`);
      const body = await response.blob();
      // The body is stored decoded: its encoding and length headers would no longer describe it.
      const headers = new Headers(response.headers);
      headers.delete('content-encoding');
      headers.delete('content-length');
      const { status, statusText } = response;
      await cache.put(url, new Response(body, { status, statusText, headers }));
      bytes += body.size;
    };
    const fetchAndStore = async (url: string) => store(url, await fetch(url));

    const files = await packageFilesOf(base);
    const hostPage = await fetch(base);
    const html = await hostPage.clone().text();
    await store(base, hostPage);
    await store(new URL('state', base).href, stateResponse);
    const queue = [
      ...buildFilesOf(deps.parseHtml(html), base),
      ...files.map((file) => new URL(file, base).href),
    ];
    // The first failure empties the queue; the files on their way settle before the cache is deleted.
    const failures: unknown[] = [];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift())
        await fetchAndStore(url).catch((error: unknown) => {
          failures.push(error);
          queue.length = 0;
        });
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    if (failures.length > 0) throw failures[0];

    await activated(await serviceWorker.register(new URL('worker.js', base).href, { scope: base }));
    return { scormHost: 'kept', bytes };
  } catch (error) {
    await caches.delete(name).catch(() => false);
    await unregister(deps, base);
    return { scormHost: 'keepFailed', reason: keepFailureOf(error) };
  }
}

/** Forgets the run (the host page at `?forget=1`): its cache, its kept data and its worker. */
export async function forgetRun(
  deps: KeepDeps,
  base: string,
  runToken: string,
  storage: Storage | null,
): Promise<HostMessage> {
  await deps.caches?.delete(keptCacheName(runToken)).catch(() => false);
  forgetKeptData(storage, runToken);
  await unregister(deps, base);
  return { scormHost: 'forgotten' };
}
