// The media viewers of content-app.md 2.6 (1 audio, 2 video, 6 live stream) and 4 ("Media resume",
// "Chat panel"), playing the real demo files of fixtures/aurora/assets/media/ in Chromium against the
// reference API. A learner of their own (midia@aurora.test) keeps these positions apart from Ana's.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, direct, startSignedIn, tenantUrl, watchCsp } from './support';

const LEARNER = 'midia@aurora.test';
const SECTION = 261;
const MP4_VIDEO = 9801;
const HLS_VIDEO = 9802;
const FIRST_AUDIO = 9803;
const SECOND_AUDIO = 9804;
const FUTURE_LIVE = 9805;
const LIVE = 9806;

// shaka-player's chunk (about 180 KB gzipped) is parsed on a CPU shared with other suites.
const STREAM_START_MS = 20_000;
test.describe.configure({ timeout: 60_000 });

const contentUrl = (id: number) => tenantUrl('aurora', `/content/${id}?idSection=${SECTION}`);

/** The position the server keeps for the learner (GET /content/find/{id}). */
async function storedPosition(request: APIRequestContext, id: number): Promise<number | undefined> {
  const { url, headers } = direct('aurora', `/api/content/find/${id}`);
  const response = await request.get(url, {
    headers: { ...headers, authorization: `Bearer ${await apiToken(request, 'aurora', LEARNER)}` },
  });
  return (await response.json()).content[0].lastPosition;
}

/** Starts the view clean: a position of 0 asks nothing (the in-memory server may be reused). */
async function forgetPosition(request: APIRequestContext, id: number) {
  const { url, headers } = direct('aurora', '/api/tracking');
  const response = await request.post(url, {
    headers: { ...headers, authorization: `Bearer ${await apiToken(request, 'aurora', LEARNER)}` },
    data: { timeStart: '2026-11-01 12:00:00', idContentItem: id, idNavigationType: 1, position: 0 },
  });
  expect(response.status()).toBe(200);
}

const currentTime = (media: Locator) => media.evaluate((element: HTMLMediaElement) => element.currentTime);
const currentSource = (media: Locator) => media.evaluate((element: HTMLMediaElement) => element.currentSrc);
const play = (media: Locator) => media.evaluate((element: HTMLMediaElement) => element.play());
const pause = (media: Locator) => media.evaluate((element: HTMLMediaElement) => element.pause());

/** The next position the page sends to POST /tracking. */
function nextSavedPosition(page: Page, id: number) {
  return page
    .waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/api/tracking' &&
        request.postDataJSON()?.idContentItem === id,
    )
    .then((request) => request.postDataJSON() as Record<string, unknown>);
}

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', LEARNER);
});

test('the MP4 video plays, saves where it paused and offers to continue there after a reload', async ({
  page,
  request,
}) => {
  await forgetPosition(request, MP4_VIDEO);
  const csp = watchCsp(page);
  await page.goto(contentUrl(MP4_VIDEO));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas da Comunicação Interna');
  const video = page.getByLabel('Vídeo: Boas-vindas da Comunicação Interna');
  await expect(video).toHaveAttribute('poster', '/demo/media/demo-video-poster.jpg');
  await expect(page.getByText('10 segundos')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await play(video);
  await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(3);
  const saved = nextSavedPosition(page, MP4_VIDEO);
  await pause(video);
  const body = await saved;
  expect(body).toMatchObject({ idContentItem: MP4_VIDEO, idSection: SECTION, idNavigationType: 1 });
  const position = body.position as number;
  // Paused just past 3 s; the stored position is rounded to a tenth (api/engagement.ts), so 3.02 is 3.
  expect(position).toBeGreaterThanOrEqual(3);
  expect(position).toBeLessThan(6);
  await expect.poll(() => storedPosition(request, MP4_VIDEO)).toBe(position);

  await page.reload();
  const dialog = page.getByRole('alertdialog', { name: `Você parou em 0:0${Math.floor(position)}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Ouvir/Assistir desde o início?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar de onde parou?' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(position - 0.3);
  expect(await currentTime(video)).toBeLessThan(position + 2.5);
  await expect.poll(() => video.evaluate((element: HTMLMediaElement) => element.paused)).toBe(false);
  csp.expectNone();
});

test('the HLS video plays through shaka-player', async ({ page, request }) => {
  await forgetPosition(request, HLS_VIDEO);
  const csp = watchCsp(page);
  await page.goto(contentUrl(HLS_VIDEO));
  const video = page.getByLabel('Vídeo: Tour pelo novo escritório (transmissão HLS)');
  // shaka feeds the element through MediaSource: it plays a blob: url, never the playlist itself.
  await expect.poll(() => currentSource(video), { timeout: STREAM_START_MS }).toMatch(/^blob:/);
  await play(video);
  await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(2.5);
  await expect(page.getByRole('alert')).toHaveCount(0);
  csp.expectNone();
});

test('the audio plays, lists the other audio to listen again and resumes after the learner left', async ({
  page,
  request,
}) => {
  await forgetPosition(request, FIRST_AUDIO);
  const csp = watchCsp(page);
  // Reached from the menu's section like a learner does.
  await page.goto(tenantUrl('aurora', `/videos-podcasts-e-lives/${SECTION}?idSection=${SECTION}`));
  await page.getByRole('link', { name: 'Podcast Aurora #1: boas-vindas' }).first().click();
  await expect(page).toHaveURL(contentUrl(FIRST_AUDIO));

  const again = page.getByRole('region', { name: 'Para ouvir novamente' });
  const other = again.getByRole('link', { name: 'Podcast Aurora #2: rotina saudável' });
  await expect(other).toHaveAttribute('href', `/content/${SECOND_AUDIO}?idSection=${SECTION}`);
  // Only audio, and not the one playing.
  await expect(again.getByRole('link')).toHaveCount(1);

  const audio = page.getByLabel('Áudio: Podcast Aurora #1: boas-vindas');
  await play(audio);
  await expect.poll(() => currentTime(audio), { timeout: 10_000 }).toBeGreaterThan(2);
  // Leaving while it plays saves the position (keepalive request from the unmount).
  const saved = nextSavedPosition(page, FIRST_AUDIO);
  await other.click();
  const position = (await saved).position as number;
  expect(position).toBeGreaterThan(2);
  await expect(page.getByLabel('Áudio: Podcast Aurora #2: rotina saudável')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Para ouvir novamente' }).getByRole('link', { name: /#1/ }),
  ).toBeVisible();
  await expect.poll(() => storedPosition(request, FIRST_AUDIO)).toBe(position);

  await page.goBack();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuar de onde parou?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ouvir/Assistir desde o início?' }).click();
  await expect(dialog).toBeHidden();
  const resumed = page.getByLabel('Áudio: Podcast Aurora #1: boas-vindas');
  await expect.poll(() => resumed.evaluate((element: HTMLMediaElement) => element.paused)).toBe(false);
  expect(await currentTime(resumed)).toBeLessThan(1.5);
  csp.expectNone();
});

test('the audio saves where it paused and continues there after a reload', async ({ page, request }) => {
  await forgetPosition(request, SECOND_AUDIO);
  await page.goto(contentUrl(SECOND_AUDIO));
  const audio = page.getByLabel('Áudio: Podcast Aurora #2: rotina saudável');
  await play(audio);
  await expect.poll(() => currentTime(audio), { timeout: 10_000 }).toBeGreaterThan(2);
  const saved = nextSavedPosition(page, SECOND_AUDIO);
  await pause(audio);
  const position = (await saved).position as number;
  await expect.poll(() => storedPosition(request, SECOND_AUDIO)).toBe(position);

  await page.reload();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Continuar de onde parou?' }).click();
  await expect(dialog).toBeHidden();
  const resumed = page.getByLabel('Áudio: Podcast Aurora #2: rotina saudável');
  await expect.poll(() => currentTime(resumed)).toBeGreaterThanOrEqual(position - 0.3);
  expect(await currentTime(resumed)).toBeLessThan(position + 2.5);
});

test('a live stream shows its cover on other days and the player with its chat on the event day', async ({
  page,
}) => {
  const csp = watchCsp(page);
  await page.clock.setFixedTime(new Date('2026-12-02T10:00:00-03:00'));
  await page.goto(contentUrl(FUTURE_LIVE));
  await expect(page.getByText('A transmissão será em 16 de março de 2027 às 10:00.')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);

  await page.goto(contentUrl(LIVE));
  await expect(page.getByText('A transmissão será em 3 de dezembro de 2026 às 10:30.')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);

  await page.clock.setFixedTime(new Date('2026-12-03T10:00:00-03:00'));
  await page.reload();
  await expect(page.getByText('AO VIVO', { exact: true })).toBeVisible();
  const video = page.getByLabel('Transmissão ao vivo: Live: bate-papo com a liderança');
  await expect.poll(() => currentSource(video), { timeout: STREAM_START_MS }).toMatch(/^blob:/);
  await play(video);
  await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const toggle = page.getByRole('button', { name: /Chat ao vivo/ });
  const seeded = page.getByText('Bom dia! Já estou na sala esperando a live começar.');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(seeded).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(seeded).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(seeded).toBeVisible();
  csp.expectNone();
});

test('a message in the live chat reaches another learner at once, on the live events', async ({
  page,
  browser,
  request,
}) => {
  const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const otherPage = await other.newPage();
  await startSignedIn(otherPage, request, 'aurora', 'rodrigo.teixeira@aurora.test');
  const sent: string[] = [];
  const heard: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => sent.push(String(payload))));
  otherPage.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => heard.push(String(payload))),
  );
  await page.goto(contentUrl(LIVE));
  await otherPage.goto(contentUrl(LIVE));
  for (const each of [page, otherPage])
    await expect(each.locator('[data-chat-status="connected"]')).toBeVisible({ timeout: 15_000 });

  const text = `A live já começou? (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(otherPage.getByRole('log').getByText(text)).toBeVisible();
  expect(sent.some((frame) => frame.includes('"NEW_MESSAGE_FROM_LIVE_CHAT"'))).toBe(true);
  expect(heard.some((frame) => frame.includes('"NEW_MESSAGE_FROM_LIVE_SERVER"'))).toBe(true);
  await other.close();
});
