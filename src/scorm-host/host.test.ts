// The SCORM host page's side of the message protocol (Contract A) with the real scorm-again run-time: it
// restores the run's state, frames the launch page, finishes the run once (content, close request or
// pagehide) and tells only the app's origin.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRequest, type HostMessage } from './protocol';
import { runBaseOf, startHost } from './host';
import { createRuntime } from './runtime';
import { appWindowFrame, hostPageFrame } from '../../tests/setup/scorm-frames';

const BASE = 'http://scorm.horizonte.localhost:4402/scorm/runs/tok123/';
const APP_ORIGIN = 'http://horizonte.localhost:4402';

interface Call {
  url: string;
  body: Record<string, unknown> | null;
  keepalive: boolean;
}

let calls: Call[] = [];
let appFrame: HTMLIFrameElement;
/** A window of its own for each test's host page (its listeners go with it). */
let hostFrame: HTMLIFrameElement;
let win: Window;
let told: { message: HostMessage; origin: string }[] = [];

const state = {
  standard: '1.2',
  launchPath: 'files/shared/launchpage.html',
  title: 'Golf Explained',
  appOrigin: APP_ORIGIN,
  cmi: { core: { lesson_location: '4', lesson_status: 'incomplete', entry: 'resume' } },
};

/** What the state call answers: `state`, unless a test says otherwise. */
let answeredState: object = state;

beforeEach(() => {
  calls = [];
  told = [];
  answeredState = state;
  hostFrame = hostPageFrame();
  win = hostFrame.contentWindow!;
  appFrame = appWindowFrame((message, origin) => told.push({ message, origin }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({
        url,
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
        keepalive: init?.keepalive === true,
      });
      if (url === `${BASE}state`) return Response.json(answeredState);
      if (url === `${BASE}finish`)
        return Response.json({
          scoEnrollment: { status: 'COMPLETED' },
          nextUnlocked: true,
          contentCompleted: false,
        });
      return new Response(null, { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  hostFrame.remove();
  appFrame.remove();
});

const start = () => startHost({ win, app: appFrame.contentWindow, createRuntime, href: `${BASE}?x=1` });

const api = () => (win as unknown as { API: Record<string, (...args: string[]) => string> }).API;
const finishCalls = () => calls.filter((call) => call.url === `${BASE}finish`);
const fromApp = (origin: string, source: Window | null = appFrame.contentWindow) =>
  win.dispatchEvent(new MessageEvent('message', { data: closeRequest, origin, source }));

describe('the SCORM host page', () => {
  it('finds its run base in its address', () => {
    expect(runBaseOf(`${BASE}`)).toBe(BASE);
    expect(runBaseOf(`${BASE}index.html?a=1`)).toBe(BASE);
  });

  it('restores the state, frames the launch page and tells the app it is ready', async () => {
    await start();
    const frame = win.document.querySelector('iframe.content') as HTMLIFrameElement;
    expect(frame.src).toBe(`${BASE}files/shared/launchpage.html`);
    expect(frame.title).toBe('Golf Explained');
    expect(win.document.getElementById('status')).toBeNull();
    expect(api().LMSInitialize!('')).toBe('true');
    expect(api().LMSGetValue!('cmi.core.lesson_location')).toBe('4');
    expect(api().LMSGetValue!('cmi.core.entry')).toBe('resume');
    expect(told).toEqual([{ message: { scormHost: 'ready' }, origin: APP_ORIGIN }]);
  });

  it("sends the content's final data to finish when it calls LMSFinish, and tells the app", async () => {
    const host = await start();
    api().LMSInitialize!('');
    api().LMSSetValue!('cmi.core.lesson_location', '7');
    api().LMSSetValue!('cmi.core.score.raw', '80');
    api().LMSSetValue!('cmi.core.lesson_status', 'passed');
    expect(api().LMSFinish!('')).toBe('true');
    await host!.finished();
    const [finish] = finishCalls();
    const core = (finish!.body!.cmi as { core: Record<string, unknown> }).core;
    expect(core.lesson_location).toBe('7');
    expect(core.lesson_status).toBe('passed');
    expect((core.score as { raw: string }).raw).toBe('80');
    expect(finish!.keepalive).toBe(true);
    expect(told.at(-1)).toEqual({
      message: {
        scormHost: 'finished',
        result: { scoEnrollment: { status: 'COMPLETED' }, nextUnlocked: true, contentCompleted: false },
      },
      origin: APP_ORIGIN,
    });
  });

  it('tells the app the navigation request a SCORM 2004 SCO left in adl.nav.request before Terminate', async () => {
    answeredState = { ...state, standard: '2004', cmi: {} };
    const host = await start();
    const api2004 = (win as unknown as { API_1484_11: Record<string, (...args: string[]) => string> })
      .API_1484_11;
    api2004.Initialize!('');
    expect(api2004.SetValue!('adl.nav.request', '{target=item-3}choice')).toBe('true');
    expect(api2004.Terminate!('')).toBe('true');
    await host!.finished();
    expect(told.at(-1)?.message).toMatchObject({
      scormHost: 'finished',
      navRequest: { kind: 'choice', target: 'item-3' },
    });
  });

  it("answers the app's close request by finishing first, and hears no other origin or window", async () => {
    const host = await start();
    api().LMSInitialize!('');
    fromApp('http://evil.localhost:4402');
    fromApp(APP_ORIGIN, win);
    await Promise.resolve();
    expect(finishCalls()).toHaveLength(0);
    expect(host!.finished()).toBeNull();

    fromApp(APP_ORIGIN);
    await host!.finished();
    await vi.waitFor(() => expect(told.map(({ message }) => message.scormHost)).toContain('closed'));
    expect(finishCalls()).toHaveLength(1);
    // The content's frame is taken away, so its unload handlers could finish it first.
    expect(win.document.querySelector('iframe.content')).toBeNull();
    expect(told.every(({ origin }) => origin === APP_ORIGIN)).toBe(true);
  });

  it('finishes a run the content never started (an asset) on pagehide, once, with keepalive', async () => {
    const host = await start();
    win.dispatchEvent(new Event('pagehide'));
    win.dispatchEvent(new Event('pagehide'));
    await host!.finished();
    expect(finishCalls()).toHaveLength(1);
    expect(finishCalls()[0]!.keepalive).toBe(true);
    expect(finishCalls()[0]!.body).toHaveProperty('cmi.core');
  });

  it('says so, and frames nothing, when the run cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    expect(await start()).toBeNull();
    expect(win.document.getElementById('status')?.textContent).toBe('Não foi possível abrir o conteúdo.');
    expect(win.document.querySelector('iframe.content')).toBeNull();
    expect(told).toEqual([]);
  });
});
