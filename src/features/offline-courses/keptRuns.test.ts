// Keeping a course's SCORM lessons (ADR 0026), the app's side: the hidden host page frame, what it
// hears (only its own frame, from the run's origin), and the kept run asked of the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { clearSession, saveLogin } from '../../session';
import { askHostPage, forgetRun, keepLesson, keepRun, KeptRunFull } from './keptRuns';

const RUN = 'http://scorm.horizonte.localhost:3000/scorm/runs/abcdefghijklmnopqrstuvwxyzABCDEF/';
const ORIGIN = new URL(RUN).origin;

/** The frame the task appended, once it is there. */
const hostFrame = async () => {
  for (;;) {
    const frame = document.querySelector<HTMLIFrameElement>('iframe');
    if (frame) return frame;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** A message as the host page in `frame` would post it. */
const post = (frame: HTMLIFrameElement, data: unknown, origin = ORIGIN, source = frame.contentWindow) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('askHostPage', () => {
  it('frames the address hidden, with the package sandbox, and resolves with the awaited answer', async () => {
    const asked = askHostPage(`${RUN}?keep=1`, ['kept', 'keepFailed'], 5000);
    const frame = await hostFrame();
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
    expect(frame.src).toBe(`${RUN}?keep=1`);
    post(frame, { scormHost: 'ready' });
    post(frame, { scormHost: 'kept', bytes: 1234 });
    await expect(asked).resolves.toEqual({ scormHost: 'kept', bytes: 1234 });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("ignores another origin's or another window's message, and gives up after the time-out", async () => {
    const asked = askHostPage(RUN, ['forgotten'], 200);
    const frame = await hostFrame();
    post(frame, { scormHost: 'forgotten' }, 'http://evil.localhost');
    post(frame, { scormHost: 'forgotten' }, ORIGIN, window);
    await expect(asked).rejects.toThrow(/timed out/);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('keepRun and forgetRun', () => {
  it('gives the bytes kept, tells a full device apart, and forgets without failing', async () => {
    const kept = keepRun(RUN);
    post(await hostFrame(), { scormHost: 'kept', bytes: 99 });
    await expect(kept).resolves.toBe(99);

    const full = keepRun(RUN);
    post(await hostFrame(), { scormHost: 'keepFailed', reason: 'full' });
    await expect(full).rejects.toBeInstanceOf(KeptRunFull);

    const failed = keepRun(RUN);
    post(await hostFrame(), { scormHost: 'keepFailed', reason: 'failed' });
    await expect(failed).rejects.not.toBeInstanceOf(KeptRunFull);

    const forgotten = forgetRun(RUN);
    const frame = await hostFrame();
    expect(frame.src).toBe(`${RUN}?forget=1`);
    post(frame, { scormHost: 'forgotten' });
    await expect(forgotten).resolves.toBeUndefined();
  });
});

describe('keepLesson', () => {
  let api: FakeApi;
  let played: unknown[];
  beforeEach(() => {
    played = [];
    saveLogin({ token: 'token-teo', loginInfo: { idUser: 1401, idApp: 2 } } as never);
    api = installFakeApi((url, init) => {
      if (url.pathname === '/learning/scorm/play/') {
        played.push(JSON.parse(String(init?.body)));
        const currentItem = { idContentItem: 3711, idContentType: 26, sequential: false };
        return json(200, { url: RUN, nextItem: null, previousItem: null, currentItem });
      }
      return json(404, { message: 'não' });
    });
  });
  afterEach(() => {
    api.restore();
    clearSession();
  });

  it('asks the server for a kept run of the lesson, then keeps it on its origin', async () => {
    const kept = keepLesson({ idEnrollment: 532, idNodeEnrollment: 53200 }, 3711, 7);
    post(await hostFrame(), { scormHost: 'kept', bytes: 2048 });
    await expect(kept).resolves.toEqual({ key: '3711/7', url: RUN, bytes: 2048 });
    expect(played).toEqual([
      {
        idEnrollment: 532,
        idNodeEnrollment: 53200,
        idContentItem: 3711,
        idSco: 7,
        useCdn: false,
        keep: true,
      },
    ]);
  });
});
