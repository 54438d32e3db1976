// Issue 9 "a demo that plays": every audio, video and live stream of the aurora demo plays in Chromium
// from the small real files of fixtures/aurora/assets/media/ (scripts/make-demo-media-media.sh), HLS
// and the live EVENT playlist through shaka-player; and a source that fails shows the pt-BR message
// with "Tentar novamente" instead of a control bar that does nothing (in the viewers, the video
// mosaic's tiles and a video posted on a wall). The items are read from the fixture itself, so a new
// media item is walked without touching this file. A learner of their own (demo.midia@aurora.test)
// keeps these positions apart from midia@'s (media.spec.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ContentItem } from '../../src/generated/types';
import { loadTenant } from './fixture';
import { openSignedIn, startSignedIn, tenantUrl, watchCsp } from './support';

const LEARNER = 'demo.midia@aurora.test';
const MEDIA_TYPES: Record<number, 'audio' | 'video' | 'live'> = { 1: 'audio', 2: 'video', 6: 'live' };
// shaka-player's chunk is parsed on a CPU shared with other suites; the files themselves are tiny.
const START_MS = 20_000;

interface MediaItem {
  id: number;
  idSection: number;
  kind: 'audio' | 'video' | 'live';
  text: string;
  src: string;
  initDate?: string;
}

const aurora = loadTenant('aurora') as unknown as { content: (ContentItem & { parent?: number })[] };
const byId = new Map(aurora.content.map((item) => [item.idContentItem, item]));
/** An item without a section of its own (a card menu's child) opens under its parent's section. */
const sectionOf = (item: ContentItem & { parent?: number }): number | undefined =>
  item.idSection ??
  (item.parent ? sectionOf(byId.get(item.parent) ?? { ...item, parent: undefined }) : undefined);

const items: MediaItem[] = aurora.content.flatMap((item) => {
  const kind = MEDIA_TYPES[item.idContentType];
  const idSection = sectionOf(item);
  const src = item.mediaLocation || item.contentLocation;
  return kind && idSection && src
    ? [{ id: item.idContentItem, idSection, kind, text: item.text, src, initDate: item.initDate }]
    : [];
});

const contentUrl = ({ id, idSection }: MediaItem) =>
  tenantUrl('aurora', `/content/${id}?idSection=${idSection}`);
const labelOf = ({ kind, text }: MediaItem) =>
  ({ audio: `Áudio: ${text}`, video: `Vídeo: ${text}`, live: `Transmissão ao vivo: ${text}` })[kind];

const currentTime = (media: Locator) => media.evaluate((element: HTMLMediaElement) => element.currentTime);

/**
 * Plays the element and waits, in the page (one round trip, no polling), until its clock moves with
 * data ahead of it (HAVE_FUTURE_DATA); then nothing on the page says it failed.
 */
async function expectPlays(page: Page, media: Locator, what: string) {
  await expect(media, what).toBeVisible({ timeout: START_MS });
  const played = await media.evaluate(
    (element: HTMLMediaElement, timeout) =>
      new Promise<{ currentTime: number; readyState: number; error: number | null }>((resolve) => {
        const done = () =>
          resolve({
            currentTime: element.currentTime,
            readyState: element.readyState,
            error: element.error?.code ?? null,
          });
        const timer = setTimeout(done, timeout);
        const until = (ready: () => boolean, then: () => void) => {
          const check = () => (ready() ? then() : requestAnimationFrame(check));
          check();
        };
        // A stream has no source until shaka attaches its MediaSource: a play() before that is
        // interrupted by shaka's load.
        until(
          () => element.readyState >= HTMLMediaElement.HAVE_METADATA,
          () =>
            element.play().then(
              () =>
                until(
                  () => element.currentTime > 0.3 && element.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA,
                  () => {
                    clearTimeout(timer);
                    done();
                  },
                ),
              done,
            ),
        );
      }),
    START_MS,
  );
  expect(played, what).toMatchObject({ error: null });
  expect(played.currentTime, what).toBeGreaterThan(0.3);
  expect(played.readyState, what).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('alert'), what).toHaveCount(0);
  return played;
}

/** Opens a route in the app already loaded, as its own links do (React Router hears popstate). */
async function openInApp(page: Page, url: string) {
  await page.evaluate(
    (path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    new URL(url).pathname + new URL(url).search,
  );
}

test.describe.configure({ timeout: 90_000 });

test('every media address of the aurora demo is a file the reference API serves', () => {
  expect(items.length).toBeGreaterThanOrEqual(45);
  const elsewhere = items.filter(({ src }) => !src.startsWith('/demo/media/'));
  expect(elsewhere).toEqual([]);
  expect(items.filter(({ kind }) => kind === 'live').every(({ src }) => src.endsWith('.m3u8'))).toBe(true);
});

// Four walks in parallel, one login each: the audios, the lives, and the videos in two halves.
const videos = items.filter(({ kind }) => kind === 'video');
const walks: [string, MediaItem[]][] = [
  ['audios', items.filter(({ kind }) => kind === 'audio')],
  ['live streams, each on its own day', items.filter(({ kind }) => kind === 'live')],
  ['videos (first half)', videos.slice(0, Math.ceil(videos.length / 2))],
  ['videos (second half)', videos.slice(Math.ceil(videos.length / 2))],
];

for (const [name, walk] of walks) {
  test(`the ${name} of the aurora demo play in Chromium`, async ({ page, request }) => {
    expect(walk.length).toBeGreaterThan(0);
    await startSignedIn(page, request, 'aurora', LEARNER);
    const csp = watchCsp(page);
    for (const item of walk) {
      const what = `${item.id} ${item.text} (${item.src})`;
      // A live stream shows its player only on the event's own day.
      if (item.initDate && item.kind === 'live') await page.clock.setFixedTime(new Date(item.initDate));
      if (item === walk[0]) await page.goto(contentUrl(item));
      else await openInApp(page, contentUrl(item));
      const media = page.getByLabel(labelOf(item), { exact: true });
      // A rerun on a kept server: this learner stopped part-way before; start over.
      const resume = page.getByRole('alertdialog');
      await expect(media.or(resume).first(), what).toBeVisible({ timeout: START_MS });
      if (await resume.isVisible())
        await resume.getByRole('button', { name: 'Ouvir/Assistir desde o início?' }).click();
      if (item.kind === 'live') await expect(page.getByText('AO VIVO', { exact: true }), what).toBeVisible();
      const played = await expectPlays(page, media, what);
      // The live EVENT playlist starts at its beginning (EXT-X-START), not 6 s before its end.
      if (item.kind === 'live') expect(played.currentTime, what).toBeLessThan(10);
    }
    csp.expectNone();
  });
}

test('the video a learner posted on the team wall plays', async ({ page, request }) => {
  await openSignedIn(page, request, 'aurora', LEARNER, '/userupload/5003?idSection=171');
  await expect(page.getByText('Tour pelo novo escritório').first()).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /^\/demo\/media\/.+\.mp4$/);
  await expectPlays(page, video, 'upload 5003');
});

test.describe('a source that fails', () => {
  test('a file that is not a video: the message and "Tentar novamente", which loads it again', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, 'laboratorio', 'lia@laboratorio.test', '/content/801');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Não foi possível reproduzir este vídeo.', { timeout: START_MS });
    // No dead control bar in its place.
    await expect(page.getByLabel('Vídeo: Vídeo com arquivo corrompido')).toBeHidden();
    // Chromium keeps the refused bytes in memory and may not ask the server again: the element
    // starting its load over is what "reloads the source" means here.
    await page
      .getByLabel('Vídeo: Vídeo com arquivo corrompido')
      .evaluate((element) => element.addEventListener('loadstart', () => (element.dataset.reloaded = 'sim')));
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByLabel('Vídeo: Vídeo com arquivo corrompido')).toHaveAttribute(
      'data-reloaded',
      'sim',
    );
    await expect(alert).toHaveText('Não foi possível reproduzir este vídeo.');
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  test('an HLS playlist that shaka-player refuses: the message and "Tentar novamente"', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, 'laboratorio', 'lia@laboratorio.test', '/content/802');
    await expect(page.getByRole('alert')).toHaveText('Não foi possível reproduzir este vídeo.', {
      timeout: START_MS,
    });
    const again = page.waitForRequest((sent) =>
      sent.url().endsWith('/demo/media/transmissao-corrompida.m3u8'),
    );
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await again;
    await expect(page.getByRole('alert')).toHaveText('Não foi possível reproduzir este vídeo.');
  });

  test('a file missing for a moment (404) plays after "Tentar novamente", focus back on the player', async ({
    page,
    request,
  }) => {
    const item = items.find(({ kind, src }) => kind === 'video' && src.endsWith('.mp4'));
    if (!item) throw new Error('no mp4 video in the aurora demo');
    await startSignedIn(page, request, 'aurora', LEARNER);
    const missing = `**${item.src}`;
    await page.route(missing, (route) => route.fulfill({ status: 404, body: 'não encontrado' }));
    await page.goto(contentUrl(item));
    const resume = page.getByRole('alertdialog');
    const alert = page.getByRole('alert');
    await expect(alert.or(resume).first()).toBeVisible({ timeout: START_MS });
    if (await resume.isVisible())
      await resume.getByRole('button', { name: 'Ouvir/Assistir desde o início?' }).click();
    await expect(alert).toHaveText('Não foi possível reproduzir este vídeo.');
    await page.unroute(missing);

    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    const video = page.getByLabel(labelOf(item), { exact: true });
    await expect(video).toBeFocused();
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await expect(alert).toHaveCount(0);
  });

  test('a video of the mosaic missing for a moment says so in its tile and plays after "Tentar novamente"', async ({
    page,
    request,
  }) => {
    const tile = byId.get(1006);
    const src = tile?.mediaLocation;
    if (!tile || !src) throw new Error('no video 1006 in the aurora mosaic');
    await startSignedIn(page, request, 'aurora', LEARNER);
    const missing = `**${src}`;
    await page.route(missing, (route) => route.fulfill({ status: 404, body: 'não encontrado' }));
    await page.goto(tenantUrl('aurora', '/videos-da-lideranca/102?idSection=102'));
    const video = page.getByLabel(tile.text, { exact: true });
    // preload="none": the tile fetches nothing until the learner plays it.
    await expect(video).toBeVisible({ timeout: START_MS });
    await video.evaluate((element: HTMLMediaElement) => void element.play().catch(() => undefined));
    const figure = page.locator('figure', { has: page.getByRole('link', { name: tile.text }) });
    await expect(figure.getByRole('alert')).toHaveText('Não foi possível reproduzir este vídeo.', {
      timeout: START_MS,
    });
    await expect(video).toBeHidden();
    await page.unroute(missing);

    await figure.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(video).toBeFocused();
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a video posted on a wall missing for a moment plays after "Tentar novamente"', async ({
    page,
    request,
  }) => {
    await startSignedIn(page, request, 'aurora', LEARNER);
    const missing = '**/demo/media/*.mp4';
    await page.route(missing, (route) => route.fulfill({ status: 404, body: 'não encontrado' }));
    await page.goto(tenantUrl('aurora', '/userupload/5003?idSection=171'));
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Não foi possível reproduzir este vídeo.', { timeout: START_MS });
    const video = page.locator('video');
    await expect(video).toBeHidden();
    await page.unroute(missing);

    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(video).toBeFocused();
    await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await expect(alert).toHaveCount(0);
  });
});
