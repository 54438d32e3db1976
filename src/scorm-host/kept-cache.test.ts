// The package worker of a kept run (kept-cache.ts, built as scorm-worker.js): its cache from its own
// address, kept copies first (query and Vary ignored), the network for the rest and for anything but GET.
import { describe, expect, it, vi } from 'vitest';
import {
  cacheNameOfWorker,
  servePackage,
  type ExtendableEventLike,
  type FetchEventLike,
  type PackageWorkerScope,
} from './kept-cache';

const BASE = 'http://scorm.horizonte.localhost:4402/scorm/runs/tok123/';

/** A worker scope whose kept cache holds `kept` (by address without query); its listeners, to call. */
function fakeScope(kept: Record<string, string>) {
  const listeners: Record<string, (event: never) => void> = {};
  const opened: string[] = [];
  const matchOptions: unknown[] = [];
  const scope = {
    location: { pathname: '/scorm/runs/tok123/worker.js' },
    caches: {
      open: vi.fn(async (name: string) => {
        opened.push(name);
        return {
          match: async (request: Request, options?: CacheQueryOptions) => {
            matchOptions.push(options);
            const url = new URL(request.url);
            const body = kept[options?.ignoreSearch ? `${url.origin}${url.pathname}` : url.href];
            return body === undefined ? undefined : new Response(body);
          },
        } as unknown as Cache;
      }),
    },
    clients: { claim: vi.fn(async () => {}) },
    skipWaiting: vi.fn(async () => {}),
    fetch: vi.fn(async () => new Response('network')),
    addEventListener: (type: string, listener: (event: never) => void) => {
      listeners[type] = listener;
    },
  };
  servePackage(scope as unknown as PackageWorkerScope);
  /** Dispatches a fetch event; resolves with the worker's answer, or null when it let the request go by. */
  const request = async (url: string, method = 'GET') => {
    const answers: Promise<Response>[] = [];
    const event = {
      request: new Request(url, { method }),
      respondWith: (response: Promise<Response>) => answers.push(response),
    };
    listeners.fetch!(event as unknown as FetchEventLike as never);
    return answers[0] ? await answers[0] : null;
  };
  const lifecycle = async (type: 'install' | 'activate') => {
    const waits: Promise<unknown>[] = [];
    listeners[type]!({
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    } as unknown as ExtendableEventLike as never);
    await Promise.all(waits);
  };
  return { scope, request, lifecycle, opened, matchOptions };
}

describe('the package worker', () => {
  it('names its cache after the run of its own address', () => {
    expect(cacheNameOfWorker('/scorm/runs/tok123/worker.js')).toBe('kept-run-tok123');
    expect(cacheNameOfWorker('/worker.js')).toBeNull();
  });

  it('answers a kept GET from the cache, whatever its query, and anything else from the network', async () => {
    const { request, opened, matchOptions, scope } = fakeScope({
      [BASE]: '<html>host</html>',
      [`${BASE}files/shared/launchpage.html`]: '<html>golf</html>',
    });
    expect(await (await request(`${BASE}?keep=1`))!.text()).toBe('<html>host</html>');
    expect(await (await request(`${BASE}files/shared/launchpage.html?lang=pt`))!.text()).toBe(
      '<html>golf</html>',
    );
    expect(await (await request(`${BASE}kept-files`))!.text()).toBe('network');
    expect(scope.fetch).toHaveBeenCalledTimes(1);
    expect(opened.every((name) => name === 'kept-run-tok123')).toBe(true);
    expect(
      matchOptions.every((options) => JSON.stringify(options) === '{"ignoreSearch":true,"ignoreVary":true}'),
    ).toBe(true);
  });

  it('lets anything but a GET go to the network untouched', async () => {
    const { request, scope } = fakeScope({ [`${BASE}commit`]: 'kept?' });
    expect(await request(`${BASE}commit`, 'POST')).toBeNull();
    expect(scope.caches.open).not.toHaveBeenCalled();
  });

  it('takes over at once: skips waiting on install, claims its pages on activate', async () => {
    const { lifecycle, scope } = fakeScope({});
    await lifecycle('install');
    expect(scope.skipWaiting).toHaveBeenCalled();
    await lifecycle('activate');
    expect(scope.clients.claim).toHaveBeenCalled();
  });
});
