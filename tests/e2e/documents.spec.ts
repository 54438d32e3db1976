// The document and video viewers of content-app.md 2.6 (types 7, 8, 18, 25), walked against the
// reference API: the PDF drawn by the bundled pdf.js under the strict CSP, the playlist from the video
// provider seam (GET /api/playlist/{id}/items) with its players, the external link and the download.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, direct, startSignedIn, tenantUrl, watchCsp } from './support';

const SECTION = 251;
const content = (id: number) => tenantUrl('aurora', `/content/${id}?idSection=${SECTION}`);

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  // The video providers are on the internet, which this machine has not: an empty page stands in
  // for their players, so the tests look at the app's iframe, not at the video.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|fast\.wistia\.net)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
});

/** Every request the page makes outside its own origin (the providers' players excepted). */
function watchForeignRequests(page: Page) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.host !== `aurora.localhost:${new URL(tenantUrl('aurora')).port}`) foreign.push(request.url());
  });
  return foreign;
}

test('the section lists one item of each viewer and opens the PDF', async ({ page }) => {
  await page.goto(tenantUrl('aurora', `/documentos-e-videos/${SECTION}?idSection=${SECTION}`));
  for (const [title, id] of [
    ['Manual de segurança da informação', 9701],
    ['Primeira semana na Aurora em vídeo', 9702],
    ['Mentoria ao vivo com a liderança', 9704],
    ['Modelo de relatório de horas', 9705],
  ] as const) {
    await expect(page.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/content/${id}?idSection=${SECTION}`,
    );
  }
  await page.getByRole('link', { name: 'Manual de segurança da informação' }).click();
  await expect(page.getByRole('toolbar').getByText('Página 1 de 3')).toBeVisible();
});

test('the PDF shows its first page, moves to page 2 and zooms, without leaving the CSP', async ({ page }) => {
  const csp = watchCsp(page);
  const foreign = watchForeignRequests(page);
  const worker = page.waitForRequest(/\/assets\/pdf\.worker[^/]*\.mjs$/);
  await page.goto(content(9701));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Manual de segurança da informação' }),
  ).toBeVisible();
  expect(new URL((await worker).url()).host).toBe(new URL(tenantUrl('aurora')).host);

  const viewer = page.getByRole('region', { name: 'Leitor de PDF' });
  // The toolbar's count (the PDF's own footer says "Página n de 3" too).
  const controls = viewer.getByRole('toolbar', { name: 'Controles do documento' });
  await expect(controls.getByText('Página 1 de 3')).toBeVisible();
  const canvas = viewer.locator('canvas').first();
  await expect(canvas).toBeVisible();
  // The text layer: selectable, and read by screen readers.
  const text = viewer.locator('.textLayer');
  await expect(text).toContainText('Manual de segurança da informação');
  await expect(viewer.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

  await viewer.getByRole('button', { name: 'Próxima página' }).click();
  await expect(controls.getByText('Página 2 de 3')).toBeVisible();
  await expect(text).toContainText('Senhas e autenticação');

  const fitted = (await canvas.boundingBox())?.width ?? 0;
  await viewer.getByRole('button', { name: 'Aumentar zoom' }).click();
  await expect(controls.getByText('125%')).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.2);
  await viewer.getByRole('button', { name: 'Ajustar à largura' }).click();
  await expect(controls.getByText('100%')).toBeVisible();
  await expect
    .poll(async () => Math.round((await canvas.boundingBox())?.width ?? 0))
    .toBe(Math.round(fitted));

  await viewer.getByRole('button', { name: 'Próxima página' }).click();
  await expect(controls.getByText('Página 3 de 3')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  await expect(text).toContainText('Incidentes: o que fazer');
  csp.expectNone();
  expect(foreign).toEqual([]);
});

test('a file that is not a PDF shows "Erro ao carregar PDF"', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto(content(9790));
  await expect(page.getByRole('alert')).toHaveText('Erro ao carregar PDF');
  await expect(page.getByText(/Página \d+ de/)).toHaveCount(0);
  csp.expectNone();
});

test('the playlist lists its videos, opens the YouTube player and saves the summed duration', async ({
  page,
  request,
}) => {
  const csp = watchCsp(page);
  await page.goto(content(9702));
  const videos = page.getByRole('list', { name: 'Vídeos da playlist' }).getByRole('link');
  await expect(videos).toHaveCount(4);
  await expect(videos.nth(0)).toContainText('Boas-vindas: a história da Aurora');
  await expect(videos.nth(0)).toContainText('4:20');
  await expect(page.getByText('4 vídeos · 22 min no total')).toBeVisible();

  // 260 + 365 + 210 + 480 seconds, stored by POST /content/updateduration.
  const token = await apiToken(request, 'aurora', 'ana@aurora.test');
  const { url, headers } = direct('aurora', '/api/content/find/9702');
  await expect
    .poll(async () => {
      const response = await request.get(url, { headers: { ...headers, authorization: `Bearer ${token}` } });
      return (await response.json()).content[0].duration;
    })
    .toBe(1315);

  await videos.nth(0).click();
  await expect(page).toHaveURL(/\/ytplayer\/aurBoasVind\?idSection=251&content=9702&type=7$/);
  const player = page.locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aurBoasVind?autoplay=1',
  );
  await expect(player).toHaveAttribute('title', 'Boas-vindas: a história da Aurora');
  await expect(player).toHaveAttribute('height', '500');
  expect((await player.boundingBox())?.height).toBe(500);
  // The rest of the playlist below the player, this video marked.
  const list = page.getByRole('list', { name: 'Vídeos da playlist' });
  await expect(list.locator('a[aria-current="true"]')).toContainText('Boas-vindas: a história da Aurora');
  await expect(list.getByText('Reproduzindo agora')).toHaveCount(1);
  await page.getByRole('link', { name: /Ferramentas do dia a dia/ }).click();
  await expect(player).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/aurFerramen?autoplay=1',
  );
  csp.expectNone();
});

test('on a phone (390 px) the player is 320 px high', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl('aurora', '/ytplayer/aurSeguranc?idSection=251&content=9702&type=7'));
  const player = page.locator('iframe');
  await expect(player).toHaveAttribute('title', 'Segurança da informação em 5 atitudes');
  await expect(player).toHaveAttribute('height', '320');
  expect((await player.boundingBox())?.height).toBe(320);
});

test('a Wistia playlist opens wtplayer/{hashedId}', async ({ page }) => {
  await page.goto(content(9703));
  const videos = page.getByRole('list', { name: 'Vídeos da playlist' }).getByRole('link');
  await expect(videos).toHaveCount(3);
  await videos.nth(1).click();
  await expect(page).toHaveURL(/\/wtplayer\/w8r3n5l0yb\?idSection=251&content=9703&type=7$/);
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    'https://fast.wistia.net/embed/iframe/w8r3n5l0yb?autoPlay=true',
  );
});

test('an empty playlist says "Não há vídeos disponíveis nesta lista"', async ({ page }) => {
  await page.goto(content(9791));
  await expect(page.getByText('Não há vídeos disponíveis nesta lista')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Vídeos da playlist' })).toHaveCount(0);
});

test('the external link card opens its address in a new tab', async ({ page }) => {
  await page.goto(content(9704));
  const enter = page.getByRole('link', { name: /Clique para entrar/ });
  await expect(enter).toHaveAttribute('href', 'https://meet.aurora.test/mentoria-lideranca');
  await expect(enter).toHaveAttribute('target', '_blank');
  await expect(enter).toHaveAttribute('rel', /noopener/);
});

test('the download shows name, type and size and downloads the file', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto(content(9705));
  await expect(page.getByText('modelo-de-relatorio-de-horas.csv')).toBeVisible();
  await expect(page.getByText('Planilha (CSV)')).toBeVisible();
  await expect(page.getByText('175 bytes')).toBeVisible();
  const link = page.getByRole('link', { name: 'Baixar arquivo' });
  await expect(link).toHaveAttribute('download', 'modelo-de-relatorio-de-horas.csv');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('modelo-de-relatorio-de-horas.csv');
  const body = await readFile((await download.path()) as string, 'utf8');
  expect(body).toContain('Data;Projeto;Atividade;Horas');
  csp.expectNone();
});
