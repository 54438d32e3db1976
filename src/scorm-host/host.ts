// The SCORM host page's work (Contract A, docs/decisions/0011): on the package origin, at
// /scorm/runs/{runToken}/, it reads the run's state, puts the run-time API on its window, frames the
// package's launch page, and finishes the run once: when the content finishes, when the app asks
// (a close request), or when the page goes away (pagehide, with keepalive). It talks to the app only
// by postMessage, to the app's origin named in the state, and hears only the window that framed it.
// A kept run (issue 20 item 2, state.kept): `?keep=1` keeps it offline and `?forget=1` forgets it
// (keep.ts); played, its data goes to the app, not to the run's URLs (kept-data.ts).
import { forgetRun, keepRun, type KeepDeps } from './keep';
import { keptDataSink, readKeptData, restoredFromKept, storageOf } from './kept-data';
import {
  PACKAGE_SANDBOX,
  isCloseRequest,
  navRequestOf,
  type HostMessage,
  type RunFinished,
} from './protocol';
import type { RunNavigation } from './conformance';
import type { Runtime, RuntimeOptions, Standard } from './runtime';

export interface RunState {
  standard: Standard;
  /** Relative to the run's base URL: 'files/<href>?<parameters>'. */
  launchPath: string;
  title?: string;
  appOrigin: string;
  cmi?: Record<string, unknown>;
  /** A kept run (played from the package origin's cache; its data goes to the app). */
  kept?: boolean;
  /** SCORM 2004: the lesson before this one exists, and the package's lesson identifiers. */
  navigation?: RunNavigation;
}

export interface HostDeps {
  win: Window;
  /** The app's window (window.parent); null when the page is opened on its own. */
  app: Pick<Window, 'postMessage'> | null;
  createRuntime: (standard: Standard, target: Window, options: RuntimeOptions) => Runtime;
  /** The page's address (the window's own by default). */
  href?: string;
  /** Keeping a run offline: the window's Cache Storage, service worker container and DOMParser by default. */
  keep?: Partial<KeepDeps>;
  /** Where a kept run's latest data is kept: the window's localStorage by default. */
  storage?: Storage | null;
}

/** /scorm/runs/{runToken}/, whatever the page's own address says after it. */
export function runBaseOf(href: string): string {
  const url = new URL(href);
  const run = /^(.*?\/scorm\/runs\/[^/]+\/)/.exec(url.pathname);
  return new URL(run ? run[1]! : './', url).href;
}

/** The run's token, from its base. */
export const runTokenOf = (base: string): string | null =>
  /\/scorm\/runs\/([^/]+)\/$/.exec(new URL(base).pathname)?.[1] ?? null;

/**
 * The app's origin for a page on the package origin (scorm.<app host>, same scheme and port: ADR 0011),
 * for a keep or forget whose state cannot be read: the app still hears how it ended.
 */
export function appOriginOfPackage(href: string): string | null {
  const url = new URL(href);
  return url.host.startsWith('scorm.') ? `${url.protocol}//${url.host.slice('scorm.'.length)}` : null;
}

/** keepalive requests may carry 64 KB in all: a larger final body (long suspend data) goes without it. */
const KEEPALIVE_LIMIT = 60_000;

async function postFinish(url: string, data: unknown): Promise<RunFinished | null> {
  const body = JSON.stringify(data ?? {});
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: body.length < KEEPALIVE_LIMIT,
    });
    if (!response.ok) return null;
    return ((await response.json().catch(() => ({}))) as RunFinished) ?? {};
  } catch {
    return null;
  }
}

const isRunState = (value: unknown): value is RunState => {
  const state = value as Partial<RunState> | null;
  return (
    typeof state === 'object' &&
    state !== null &&
    (state.standard === '1.2' || state.standard === '2004') &&
    typeof state.launchPath === 'string' &&
    typeof state.appOrigin === 'string'
  );
};

/** The state's navigation when it has the shape the server sends (else the run-time answers 'unknown'). */
const navigationOf = (value: unknown): RunNavigation | undefined => {
  const navigation = value as Partial<RunNavigation> | null | undefined;
  return typeof navigation?.previous === 'boolean' &&
    Array.isArray(navigation.lessons) &&
    navigation.lessons.every((identifier) => typeof identifier === 'string')
    ? { previous: navigation.previous, lessons: navigation.lessons }
    : undefined;
};

/** The state to restore, as scorm-again's loadFromJSON takes it (a `{ cmi: {...} }` wrapper is accepted too). */
const cmiOf = (state: RunState): Record<string, unknown> => {
  const cmi = state.cmi ?? {};
  const inner = (cmi as { cmi?: unknown }).cmi;
  return typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : cmi;
};

interface ReadState {
  state: RunState;
  /** The state's response, unread: a keep stores it as it came. */
  response: Response;
}

async function readState(base: string): Promise<ReadState | null> {
  try {
    const response = await fetch(new URL('state', base));
    const copy = response.clone();
    const body: unknown = response.ok ? await response.json() : null;
    return isRunState(body) ? { state: body, response: copy } : null;
  } catch {
    return null;
  }
}

const keepDepsOf = (win: Window, given: Partial<KeepDeps> = {}): KeepDeps => ({
  caches: 'caches' in win ? win.caches : undefined,
  serviceWorker: 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined,
  parseHtml: (html) => new DOMParser().parseFromString(html, 'text/html'),
  ...given,
});

/** `?keep=1` / `?forget=1`: keeps or forgets the run, and tells the app how it went. */
async function keepOrForget(
  mode: 'keep' | 'forget',
  { win, app, keep, storage }: HostDeps,
  href: string,
  read: ReadState | null,
): Promise<void> {
  const base = runBaseOf(href);
  const appOrigin = read?.state.appOrigin ?? appOriginOfPackage(href);
  const runToken = runTokenOf(base);
  const deps = keepDepsOf(win, keep);
  let message: HostMessage;
  if (mode === 'forget')
    message = runToken
      ? await forgetRun(deps, base, runToken, storage === undefined ? storageOf(win) : storage)
      : { scormHost: 'forgotten' };
  else
    message =
      runToken && read?.state.kept === true
        ? await keepRun(deps, base, runToken, read.response)
        : { scormHost: 'keepFailed', reason: 'failed' };
  if (appOrigin) app?.postMessage(message, appOrigin);
}

const modeOf = (href: string): 'keep' | 'forget' | 'play' => {
  const query = new URL(href).searchParams;
  return query.get('keep') === '1' ? 'keep' : query.get('forget') === '1' ? 'forget' : 'play';
};

export interface Host {
  /** Resolves once the run is finished (for tests and the page's own status). */
  finished: () => Promise<RunFinished | null> | null;
}

/**
 * Starts the page: plays the run, or with `?keep=1` / `?forget=1` keeps or forgets it (resolving null once
 * the app is told).
 */
export async function startHost(deps: HostDeps): Promise<Host | null> {
  const { win, app, createRuntime, href = win.location.href } = deps;
  const doc = win.document;
  const base = runBaseOf(href);
  const status = doc.getElementById('status');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  const read = await readState(base);
  const mode = modeOf(href);
  if (mode !== 'play') {
    await keepOrForget(mode, deps, href, read);
    return null;
  }
  if (!read) {
    say('Não foi possível abrir o conteúdo.');
    // The app's origin is not known without the state: the app hears nothing and its wait times out.
    return null;
  }
  const { state } = read;

  const tell = (message: HostMessage) => app?.postMessage(message, state.appOrigin);
  const finishUrl = new URL('finish', base).href;

  // A kept run's data goes to the app and stays in localStorage for its next play; never to the network.
  const keptToken = state.kept === true ? runTokenOf(base) : null;
  const storage = deps.storage === undefined ? storageOf(win) : deps.storage;
  const keptData = keptToken ? keptDataSink(tell, storage, keptToken) : null;

  let finishing: Promise<RunFinished | null> | null = null;
  const finishWith = (data: unknown, requested?: string) => {
    if (finishing) return finishing;
    // What the SCO asked the LMS to do next (2004 adl.nav.request): the app follows it once finished.
    const navRequest = navRequestOf(requested);
    const finished = (result: RunFinished | null): HostMessage =>
      navRequest ? { scormHost: 'finished', result, navRequest } : { scormHost: 'finished', result };
    if (keptData) {
      keptData(data, true);
      tell(finished(null));
      finishing = Promise.resolve(null);
    } else
      finishing = postFinish(finishUrl, data).then((result) => {
        tell(finished(result));
        return result;
      });
    return finishing;
  };

  const runtime = createRuntime(state.standard, win, {
    commitUrl: new URL('commit', base).href,
    onCommit: keptData ? (data) => keptData(data, false) : undefined,
    onFinalCommit: (data, navRequest) => void finishWith(data, navRequest),
    navigation: navigationOf(state.navigation),
  });
  runtime.load(
    keptToken
      ? restoredFromKept(state.standard, cmiOf(state), readKeptData(storage, keptToken))
      : cmiOf(state),
  );

  // The package's pages share this origin (they reach the API object by window.parent), so the sandbox
  // keeps their scripts and origin; what it takes away is navigating the app's window (no
  // allow-top-navigation). The app's frame of this page carries the same flags.
  // oxlint-disable-next-line react/iframe-missing-sandbox
  const frame = doc.createElement('iframe');
  frame.setAttribute('sandbox', PACKAGE_SANDBOX);
  frame.className = 'content';
  frame.title = state.title ?? '';
  frame.allow = 'fullscreen';
  frame.src = new URL(state.launchPath, base).href;

  /**
   * Finishes the run on the page's behalf: the content's own unload handlers first (they set its exit and
   * session time, then call LMSFinish), by taking its frame away; then, if it did not finish, the host.
   */
  const finishForContent = () => {
    if (finishing) return finishing;
    frame.remove();
    if (!finishing && runtime.isRunning()) runtime.finish();
    return finishing ?? finishWith(runtime.finalData());
  };

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== state.appOrigin || event.source !== app || !isCloseRequest(event.data)) return;
    void finishForContent().then((result) => tell({ scormHost: 'closed', result }));
  });
  win.addEventListener('pagehide', () => void finishForContent());

  doc.title = state.title ?? doc.title;
  status?.remove();
  doc.body.append(frame);
  tell({ scormHost: 'ready' });
  return { finished: () => finishing };
}
