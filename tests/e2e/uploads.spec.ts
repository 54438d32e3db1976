// The upload form (section type 49, content-app.md 2.6, 4, 5, 8) against the reference API: the
// spec's messages, "AGUARDE..." while sending, "Dados enviados com sucesso!", what the server stored,
// and the upload in the user-upload list (type 31) it feeds, its image loaded under the CSP.
import { expect, test } from '@playwright/test';
import { apiToken, direct, startSignedIn, tenantUrl, watchCsp } from './support';

const FORM = '/envie-seu-material/201?idSection=201';

// A real 1x1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
});

test('an empty form shows the three required messages and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/uploads/usercontent')) posts.push(request.url());
  });
  await page.goto(tenantUrl('aurora', FORM));
  await expect(page.getByRole('heading', { name: 'Envie seu material' })).toBeVisible();
  await expect(page.getByText('jpg, png, pdf, doc, xls, ppt, mp3, mp4, avi', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByText('Título é um campo obrigatório.')).toBeVisible();
  await expect(page.getByText('Descrição é um campo obrigatório.')).toBeVisible();
  await expect(page.getByText('É necessário fazer o upload de um arquivo.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título' })).toBeFocused();
  expect(posts).toEqual([]);
});

test('a file of another format is refused by the form and by the server', async ({ page, request }) => {
  await page.goto(tenantUrl('aurora', FORM));
  await page
    .getByLabel('Arquivo')
    .setInputFiles({ name: 'planilha.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b') });
  await expect(
    page.getByText(
      'Arquivo inválido: "planilha.csv" não é de um formato aceito (jpg, png, pdf, doc, xls, ppt, mp3, mp4, avi).',
    ),
  ).toBeVisible();

  const { url, headers } = direct('aurora', '/api/uploads/usercontent');
  const response = await request.post(url, {
    headers: { ...headers, authorization: `Bearer ${await apiToken(request, 'aurora', 'ana@aurora.test')}` },
    multipart: {
      idSection: '201',
      title: 'Instalador',
      description: 'Não deveria passar.',
      fileData: { name: 'instalador.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({
    success: false,
    message: 'Formato de arquivo não aceito. Envie um arquivo jpg, png, pdf, doc, xls, ppt, mp3, mp4 ou avi.',
  });
});

test('a sent file reads "AGUARDE..." once, is stored, and shows in the list it feeds', async ({
  page,
  request,
}) => {
  const csp = watchCsp(page);
  const title = `Mural de ideias ${Date.now()}`;
  // Hold the upload until "AGUARDE..." has been seen and a second submit tried.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route('**/api/uploads/usercontent', async (route) => {
    posts += 1;
    await held;
    await route.continue();
  });

  await page.goto(tenantUrl('aurora', FORM));
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Descrição' }).fill('O quadro da reunião de planejamento.');
  await page.getByLabel('Arquivo').setInputFiles({ name: 'mural.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Imagem, 70 bytes')).toBeVisible();
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  const waiting = page.getByRole('button', { name: 'AGUARDE...' });
  await expect(waiting).toBeVisible();
  // Two more submits while the first is in flight, from the keyboard: Enter on the button (it stays
  // focusable: aria-disabled) and Enter in the title, the form's implicit submission.
  await waiting.press('Enter');
  await page.getByRole('textbox', { name: 'Título' }).press('Enter');
  release();

  await expect(page.getByText('Dados enviados com sucesso!')).toBeVisible();
  expect(posts).toBe(1);
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveText('');
  await expect(page.getByText('mural.png')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeVisible();

  // What the server stored, through the list of section 202 that form 201 feeds.
  const { url, headers } = direct('aurora', '/api/userupload/list/202');
  const list = await request.get(url, {
    headers: { ...headers, authorization: `Bearer ${await apiToken(request, 'aurora', 'ana@aurora.test')}` },
  });
  const [first] = (await list.json()).data;
  expect(first).toMatchObject({
    title,
    name: 'Ana Souza',
    mimetype: 'image/png',
    extension: 'png',
    idSection: 202,
  });

  await page.getByRole('link', { name: 'Ver em "Materiais da equipe"' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/userupload/${first.idUserUpload}\\?idSection=202$`));
  const image = page.getByRole('img', { name: title });
  await expect(image).toHaveAttribute('src', first.url);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  csp.expectNone();
});

test('/uploads/userContent opens the same form', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/uploads/userContent?idSection=201'));
  await expect(page.getByRole('heading', { name: 'Envie seu material' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeVisible();
  await page.goto(tenantUrl('aurora', '/uploads/userContent?idSection=202'));
  await expect(page.getByText('Seção não disponível')).toBeVisible();
  // A section the menu does not have at all: nothing is at that address.
  await page.goto(tenantUrl('aurora', '/uploads/userContent?idSection=98765'));
  await expect(page.getByRole('heading', { level: 1, name: 'PÁGINA NÃO ENCONTRADA.' })).toBeVisible();
});
