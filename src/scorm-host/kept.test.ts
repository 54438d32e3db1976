// A kept run on the host page (issue 20 item 2): `?keep=1` stores the run in the package origin's Cache
// Storage and registers its worker, `?forget=1` undoes it, and a kept run's play hands its data to the
// app (never to the network) and restores from the latest data kept in localStorage. jsdom has no Cache
// Storage and no service workers: small fakes are injected (HostDeps.keep), and a memory Storage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRequest, type HostMessage } from './protocol';
import { startHost, type HostDeps } from './host';
import type { KeepDeps } from './keep';
import { keptDataKey, restoredFromKept } from './kept-data';
import { createRuntime } from './runtime';
import { appWindowFrame, hostPageFrame } from '../../tests/setup/scorm-frames';

const BASE = 'http://scorm.horizonte.localhost:4402/scorm/runs/tok123/';
const OTHER_BASE = 'http://scorm.horizonte.localhost:4402/scorm/runs/other/';
const APP_ORIGIN = 'http://horizonte.localhost:4402';
const CACHE = 'kept-run-tok123';

const HOST_PAGE = `<!doctype html><html><head>
<link rel="icon" href="data:," />
<script type="module" crossorigin src="/assets/scorm-host-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/protocol-2.js">
<link rel="stylesheet" crossorigin href="/assets/scorm-host-3.css">
</head><body><p id="status">Aguarde, iniciando conteúdo.</p></body></html>`;

/** The package's files and the host page's build files, with their bodies. */
const FILES: Record<string, string> = {
  'files/imsmanifest.xml': '<manifest/>',
  'files/shared/launchpage.html': '<html><body>Golf</body></html>',
  'files/shared/a%20b.png': 'x'.repeat(1000),
  'files/shared/script.js': 'var golf = 1;',
  'files/shared/style.css': 'body{}',
};
const BUILD: Record<string, string> = {
  '/assets/scorm-host-1.js': 'console.log(1);',
  '/assets/protocol-2.js': 'export {};',
  '/assets/scorm-host-3.css': 'html{}',
};

const keptState = {
  standard: '1.2',
  launchPath: 'files/shared/launchpage.html?lang=pt',
  title: 'Golf Explained',
  appOrigin: APP_ORIGIN,
  kept: true,
  cmi: {
    core: {
      student_id: '1401',
      student_name: 'Téo',
      lesson_location: '4',
      lesson_status: 'incomplete',
      entry: 'resume',
      credit: 'credit',
      total_time: '0000:10:00.00',
    },
    suspend_data: 'old',
  },
};
let state: Record<string, unknown>;

class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly refuse: (url: string) => Error | undefined) {}
  async put(request: RequestInfo | URL, response: Response) {
    const url = String(request instanceof Request ? request.url : request);
    const error = this.refuse(url);
    if (error) throw error;
    this.entries.set(url, response);
  }
}

class FakeCaches {
  readonly stores = new Map<string, FakeCache>();
  readonly deleted: string[] = [];
  refuse: (url: string) => Error | undefined = () => undefined;
  async open(name: string) {
    let cache = this.stores.get(name);
    if (!cache) {
      cache = new FakeCache((url) => this.refuse(url));
      this.stores.set(name, cache);
    }
    return cache;
  }
  async delete(name: string) {
    this.deleted.push(name);
    return this.stores.delete(name);
  }
}

class FakeWorker extends EventTarget {
  state = 'installing';
  become(next: string) {
    this.state = next;
    this.dispatchEvent(new Event('statechange'));
  }
}

interface FakeRegistration {
  scope: string;
  scriptURL: string;
  installing: FakeWorker | null;
  waiting: null;
  active: FakeWorker | null;
  unregister: () => Promise<boolean>;
}

class FakeServiceWorkers {
  readonly registrations = new Map<string, FakeRegistration>();
  readonly unregistered: string[] = [];
  add(scope: string, scriptURL: string, worker: FakeWorker, active: boolean): FakeRegistration {
    const registration: FakeRegistration = {
      scope,
      scriptURL,
      installing: active ? null : worker,
      waiting: null,
      active: active ? worker : null,
      unregister: async () => {
        this.unregistered.push(scope);
        return this.registrations.delete(scope);
      },
    };
    this.registrations.set(scope, registration);
    return registration;
  }
  async register(url: string | URL, options?: RegistrationOptions) {
    return this.add(options!.scope!, String(url), new FakeWorker(), false);
  }
  async getRegistration(url?: string | URL) {
    return this.registrations.get(String(url));
  }
}

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let calls: { url: string; method: string }[];
let xhrs: string[];
let caches: FakeCaches;
let workers: FakeServiceWorkers;
let storage: MemoryStorage;
let appFrame: HTMLIFrameElement;
let hostFrame: HTMLIFrameElement;
let win: Window;
let told: { message: HostMessage; origin: string }[];

const respond = (url: string): Response => {
  const { pathname, search } = new URL(url);
  if (url === BASE) return new Response(HOST_PAGE, { headers: { 'content-type': 'text/html' } });
  if (url === `${BASE}state`) return Response.json(state);
  if (url === `${BASE}kept-files`) return Response.json({ files: Object.keys(FILES) });
  const file = url.startsWith(BASE) ? FILES[url.slice(BASE.length)] : BUILD[pathname];
  if (file !== undefined && !search) return new Response(file);
  return new Response(null, { status: 404 });
};

/** A fresh window for a page load (its listeners and API object go with it). */
function newWindow() {
  hostFrame?.remove();
  hostFrame = hostPageFrame();
  win = hostFrame.contentWindow!;
}

beforeEach(() => {
  calls = [];
  xhrs = [];
  told = [];
  state = keptState;
  caches = new FakeCaches();
  workers = new FakeServiceWorkers();
  storage = new MemoryStorage();
  newWindow();
  appFrame = appWindowFrame((message, origin) => told.push({ message, origin }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET' });
      return respond(url);
    }),
  );
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      open(method: string, url: string) {
        xhrs.push(`${method} ${url}`);
      }
      setRequestHeader() {}
      send() {}
      status = 204;
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  hostFrame.remove();
  appFrame.remove();
});

const deps = (query: string): HostDeps => ({
  win,
  app: appFrame.contentWindow,
  createRuntime,
  href: `${BASE}${query}`,
  keep: {
    caches: caches as unknown as CacheStorage,
    serviceWorker: workers as unknown as KeepDeps['serviceWorker'],
  },
  storage: storage as unknown as Storage,
});
const start = (query = '') => startHost(deps(query));

const api = () => (win as unknown as { API?: Record<string, (...args: string[]) => string> }).API;
const kinds = () => told.map(({ message }) => message.scormHost);
const textBytes = (text: string) => new TextEncoder().encode(text).length;

describe('keeping a run (?keep=1)', () => {
  it('stores the host page, its state and build files and every package file, then registers the worker', async () => {
    const keeping = start('?keep=1');
    await vi.waitFor(() => expect(workers.registrations.get(BASE)).toBeDefined());
    const registration = workers.registrations.get(BASE)!;
    expect(registration.scriptURL).toBe(`${BASE}worker.js`);
    // Told only once the worker is active.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(told).toEqual([]);
    registration.installing!.become('installed');
    registration.installing!.become('activating');
    expect(told).toEqual([]);
    registration.installing!.become('activated');
    expect(await keeping).toBeNull();

    const cache = caches.stores.get(CACHE)!;
    const stored = [...cache.entries.keys()].sort();
    const origin = new URL(BASE).origin;
    expect(stored).toEqual(
      [
        BASE,
        `${BASE}state`,
        ...Object.keys(FILES).map((file) => `${BASE}${file}`),
        ...Object.keys(BUILD).map((file) => `${origin}${file}`),
      ].sort(),
    );
    expect(await cache.entries.get(BASE)!.text()).toBe(HOST_PAGE);
    expect(await cache.entries.get(`${BASE}state`)!.json()).toEqual(keptState);
    expect(await cache.entries.get(`${BASE}files/shared/a%20b.png`)!.text()).toBe(
      FILES['files/shared/a%20b.png'],
    );
    // The host page itself is fetched without its query.
    expect(calls.map(({ url }) => url)).not.toContain(`${BASE}?keep=1`);

    const bytes =
      textBytes(HOST_PAGE) +
      textBytes(JSON.stringify(keptState)) +
      [...Object.values(FILES), ...Object.values(BUILD)].reduce((sum, body) => sum + textBytes(body), 0);
    expect(told).toEqual([{ message: { scormHost: 'kept', bytes }, origin: APP_ORIGIN }]);
    // Keeping plays nothing: no run-time, no package frame, and nothing sent to commit or finish.
    expect(api()).toBeUndefined();
    expect(win.document.querySelector('iframe')).toBeNull();
    expect(calls.every(({ method }) => method === 'GET')).toBe(true);
  });

  it("says 'full' when the browser's quota refuses a file, and deletes the cache", async () => {
    caches.refuse = (url) =>
      url.endsWith('a%20b.png')
        ? new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        : undefined;
    expect(await start('?keep=1')).toBeNull();
    expect(told).toEqual([{ message: { scormHost: 'keepFailed', reason: 'full' }, origin: APP_ORIGIN }]);
    expect(caches.deleted.at(-1)).toBe(CACHE);
    expect(caches.stores.has(CACHE)).toBe(false);
    expect(workers.registrations.size).toBe(0);
  });

  it("says 'failed' when a file cannot be read, and deletes the cache", async () => {
    vi.mocked(fetch).mockImplementation(async (input) =>
      String(input).endsWith('script.js') ? new Response(null, { status: 500 }) : respond(String(input)),
    );
    await start('?keep=1');
    expect(told).toEqual([{ message: { scormHost: 'keepFailed', reason: 'failed' }, origin: APP_ORIGIN }]);
    expect(caches.stores.has(CACHE)).toBe(false);
    expect(workers.registrations.size).toBe(0);
  });

  it("says 'failed' when the worker is thrown away, and takes it and the cache away", async () => {
    const keeping = start('?keep=1');
    await vi.waitFor(() => expect(workers.registrations.get(BASE)).toBeDefined());
    workers.registrations.get(BASE)!.installing!.become('redundant');
    await keeping;
    expect(told).toEqual([{ message: { scormHost: 'keepFailed', reason: 'failed' }, origin: APP_ORIGIN }]);
    expect(caches.stores.has(CACHE)).toBe(false);
    expect(workers.unregistered).toEqual([BASE]);
  });

  it("keeps nothing of a run that is not a kept one ('failed')", async () => {
    state = { ...keptState, kept: undefined };
    await start('?keep=1');
    expect(told).toEqual([{ message: { scormHost: 'keepFailed', reason: 'failed' }, origin: APP_ORIGIN }]);
    expect(caches.stores.size).toBe(0);
  });

  it("says 'failed' where the browser has no Cache Storage or service workers", async () => {
    await startHost({ ...deps('?keep=1'), keep: { caches: undefined, serviceWorker: undefined } });
    expect(told).toEqual([{ message: { scormHost: 'keepFailed', reason: 'failed' }, origin: APP_ORIGIN }]);
  });

  it("tells the app, found from the package origin's name, when the state cannot be read", async () => {
    vi.mocked(fetch).mockImplementation(async () => new Response(null, { status: 404 }));
    await start('?keep=1');
    expect(told).toEqual([{ message: { scormHost: 'keepFailed', reason: 'failed' }, origin: APP_ORIGIN }]);
    expect(caches.stores.size).toBe(0);
  });
});

describe('forgetting a run (?forget=1)', () => {
  it('deletes its cache and kept data and unregisters its worker, and only its own', async () => {
    await caches.open(CACHE);
    await caches.open('kept-run-other');
    storage.setItem(keptDataKey('tok123'), '{"cmi":{}}');
    storage.setItem(keptDataKey('other'), '{"cmi":{}}');
    workers.add(BASE, `${BASE}worker.js`, new FakeWorker(), true);
    workers.add(OTHER_BASE, `${OTHER_BASE}worker.js`, new FakeWorker(), true);

    expect(await start('?forget=1')).toBeNull();
    expect([...caches.stores.keys()]).toEqual(['kept-run-other']);
    expect([...storage.items.keys()]).toEqual([keptDataKey('other')]);
    expect(workers.unregistered).toEqual([BASE]);
    expect(told).toEqual([{ message: { scormHost: 'forgotten' }, origin: APP_ORIGIN }]);
    expect(api()).toBeUndefined();
  });

  it('says forgotten when there was nothing to forget, even without a state', async () => {
    vi.mocked(fetch).mockImplementation(async () => new Response(null, { status: 404 }));
    await start('?forget=1');
    expect(told).toEqual([{ message: { scormHost: 'forgotten' }, origin: APP_ORIGIN }]);
  });
});

describe('playing a kept run', () => {
  it("hands every commit and the final data to the app in order, never to the network, and answers 'true'", async () => {
    const host = await start();
    const frame = win.document.querySelector('iframe.content') as HTMLIFrameElement;
    expect(frame.src).toBe(`${BASE}files/shared/launchpage.html?lang=pt`);
    expect(api()!.LMSInitialize!('')).toBe('true');
    api()!.LMSSetValue!('cmi.core.lesson_location', '7');
    expect(api()!.LMSCommit!('')).toBe('true');
    api()!.LMSSetValue!('cmi.suspend_data', 'page=7');
    expect(api()!.LMSCommit!('')).toBe('true');
    api()!.LMSSetValue!('cmi.core.score.raw', '80');
    api()!.LMSSetValue!('cmi.core.lesson_status', 'passed');
    api()!.LMSSetValue!('cmi.core.exit', 'suspend');
    expect(api()!.LMSFinish!('')).toBe('true');
    expect(await host!.finished()).toBeNull();

    expect(kinds()).toEqual(['ready', 'runtimeData', 'runtimeData', 'runtimeData', 'finished']);
    expect(told.every(({ origin }) => origin === APP_ORIGIN)).toBe(true);
    const data = told.map(({ message }) => message).filter((message) => message.scormHost === 'runtimeData');
    expect(data.map(({ seq, finish }) => ({ seq, finish }))).toEqual([
      { seq: 1, finish: false },
      { seq: 2, finish: false },
      { seq: 3, finish: true },
    ]);
    const cmiOf = (index: number) => (data[index]!.data as { cmi: Record<string, unknown> }).cmi;
    expect((cmiOf(0).core as Record<string, unknown>).lesson_location).toBe('7');
    expect(cmiOf(1).suspend_data).toBe('page=7');
    expect((cmiOf(2).core as Record<string, unknown>).lesson_status).toBe('passed');
    expect(told.at(-1)!.message).toEqual({ scormHost: 'finished', result: null });
    // Only the state was read: no commit or finish request, by fetch or XMLHttpRequest.
    expect(calls.map(({ url }) => url)).toEqual([`${BASE}state`]);
    expect(xhrs).toEqual([]);
    // The latest data is kept for the next play.
    expect(JSON.parse(storage.getItem(keptDataKey('tok123'))!)).toEqual(data[2]!.data);
  });

  it('restores the next play from the latest kept data, entry resume after a suspend, seq from 1 again', async () => {
    let host = await start();
    api()!.LMSInitialize!('');
    api()!.LMSSetValue!('cmi.core.lesson_location', '9');
    api()!.LMSSetValue!('cmi.suspend_data', 'page=9');
    api()!.LMSSetValue!('cmi.core.lesson_status', 'failed');
    api()!.LMSSetValue!('cmi.core.score.raw', '40');
    api()!.LMSSetValue!('cmi.core.exit', 'suspend');
    api()!.LMSFinish!('');
    await host!.finished();

    // Later, offline: the same cached state, and the data kept in localStorage.
    told = [];
    newWindow();
    host = await start();
    expect(api()!.LMSInitialize!('')).toBe('true');
    expect(api()!.LMSGetValue!('cmi.core.lesson_location')).toBe('9');
    expect(api()!.LMSGetValue!('cmi.suspend_data')).toBe('page=9');
    expect(api()!.LMSGetValue!('cmi.core.lesson_status')).toBe('failed');
    expect(api()!.LMSGetValue!('cmi.core.score.raw')).toBe('40');
    expect(api()!.LMSGetValue!('cmi.core.entry')).toBe('resume');
    expect(api()!.LMSGetValue!('cmi.core.student_name')).toBe('Téo');
    expect(api()!.LMSCommit!('')).toBe('true');
    expect(told.at(-1)!.message).toMatchObject({ scormHost: 'runtimeData', seq: 1, finish: false });
  });

  it('finishes on a close request with the final data, then says closed', async () => {
    const host = await start();
    api()!.LMSInitialize!('');
    win.dispatchEvent(
      new MessageEvent('message', { data: closeRequest, origin: APP_ORIGIN, source: appFrame.contentWindow }),
    );
    await host!.finished();
    await vi.waitFor(() => expect(kinds()).toContain('closed'));
    expect(kinds()).toEqual(['ready', 'runtimeData', 'finished', 'closed']);
    expect(told[1]!.message).toMatchObject({ scormHost: 'runtimeData', seq: 1, finish: true });
    expect(told.at(-1)!.message).toEqual({ scormHost: 'closed', result: null });
    expect(calls.map(({ url }) => url)).toEqual([`${BASE}state`]);
  });

  it('hands the final data over at once on pagehide (no request to outlive the page)', async () => {
    await start();
    win.dispatchEvent(new Event('pagehide'));
    win.dispatchEvent(new Event('pagehide'));
    expect(kinds()).toEqual(['ready', 'runtimeData', 'finished']);
    expect(told[1]!.message).toMatchObject({ scormHost: 'runtimeData', seq: 1, finish: true });
  });
});

describe('restoredFromKept', () => {
  it("puts a 2004 run's last location, suspend data, statuses and score over the cached state", () => {
    const cached = {
      learner_id: '1401',
      location: 'p1',
      completion_status: 'incomplete',
      entry: 'resume',
      total_time: 'PT10M',
      scaled_passing_score: '0.8',
    };
    const last = {
      cmi: {
        location: 'p5',
        suspend_data: 's',
        completion_status: 'completed',
        success_status: 'passed',
        score: { scaled: 0.9, raw: '', min: null },
        exit: 'normal',
      },
    };
    expect(restoredFromKept('2004', cached, last)).toEqual({
      learner_id: '1401',
      location: 'p5',
      suspend_data: 's',
      completion_status: 'completed',
      success_status: 'passed',
      score: { scaled: 0.9 },
      total_time: 'PT10M',
      scaled_passing_score: '0.8',
    });
  });

  it('leaves out what the last data did not say, as the server does, and keeps the cached state without data', () => {
    const cached = { core: { lesson_location: '4', entry: 'resume', student_id: '1' }, suspend_data: 'x' };
    expect(restoredFromKept('1.2', cached, { cmi: { core: { lesson_status: 'incomplete' } } })).toEqual({
      core: { student_id: '1', lesson_status: 'incomplete' },
    });
    expect(restoredFromKept('1.2', cached, null)).toBe(cached);
  });
});
