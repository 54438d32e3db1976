// The SCORM host page's work (Contract A, docs/decisions/0011): on the package origin, at
// /scorm/runs/{runToken}/, it reads the run's state, puts the run-time API on its window, frames the
// package's launch page, and finishes the run once: when the content finishes, when the app asks
// (a close request), or when the page goes away (pagehide, with keepalive). It talks to the app only
// by postMessage, to the app's origin named in the state, and hears only the window that framed it.
import { PACKAGE_SANDBOX, isCloseRequest, type HostMessage, type RunFinished } from './protocol';
import type { Runtime, RuntimeOptions, Standard } from './runtime';

export interface RunState {
  standard: Standard;
  /** Relative to the run's base URL: 'files/<href>?<parameters>'. */
  launchPath: string;
  title?: string;
  appOrigin: string;
  cmi?: Record<string, unknown>;
}

export interface HostDeps {
  win: Window;
  /** The app's window (window.parent); null when the page is opened on its own. */
  app: Pick<Window, 'postMessage'> | null;
  createRuntime: (standard: Standard, target: Window, options: RuntimeOptions) => Runtime;
  /** The page's address (the window's own by default). */
  href?: string;
}

/** /scorm/runs/{runToken}/, whatever the page's own address says after it. */
export function runBaseOf(href: string): string {
  const url = new URL(href);
  const run = /^(.*?\/scorm\/runs\/[^/]+\/)/.exec(url.pathname);
  return new URL(run ? run[1]! : './', url).href;
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

/** The state to restore, as scorm-again's loadFromJSON takes it (a `{ cmi: {...} }` wrapper is accepted too). */
const cmiOf = (state: RunState): Record<string, unknown> => {
  const cmi = state.cmi ?? {};
  const inner = (cmi as { cmi?: unknown }).cmi;
  return typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : cmi;
};

export interface Host {
  /** Resolves once the run is finished (for tests and the page's own status). */
  finished: () => Promise<RunFinished | null> | null;
}

export async function startHost({
  win,
  app,
  createRuntime,
  href = win.location.href,
}: HostDeps): Promise<Host | null> {
  const doc = win.document;
  const base = runBaseOf(href);
  const status = doc.getElementById('status');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  let state: RunState;
  try {
    const response = await fetch(new URL('state', base));
    const body: unknown = response.ok ? await response.json() : null;
    if (!isRunState(body)) throw new Error('no run');
    state = body;
  } catch {
    say('Não foi possível abrir o conteúdo.');
    // The app's origin is not known without the state: the app hears nothing and its wait times out.
    return null;
  }

  const tell = (message: HostMessage) => app?.postMessage(message, state.appOrigin);
  const finishUrl = new URL('finish', base).href;

  let finishing: Promise<RunFinished | null> | null = null;
  const finishWith = (data: unknown) => {
    finishing ??= postFinish(finishUrl, data).then((result) => {
      tell({ scormHost: 'finished', result });
      return result;
    });
    return finishing;
  };

  const runtime = createRuntime(state.standard, win, {
    commitUrl: new URL('commit', base).href,
    onFinalCommit: (data) => void finishWith(data),
  });
  runtime.load(cmiOf(state));

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
