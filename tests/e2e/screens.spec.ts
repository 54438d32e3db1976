// The section-driven screens of content-app.md 2.5 and 2.6, walked against the reference API.
import { expect, test } from '@playwright/test';
import { startSignedIn, tenantUrl, watchCsp } from './support';

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
});

test('the live list marks only the events of today "AO VIVO"', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-24T12:00:00-03:00'));
  await page.goto(tenantUrl('aurora', '/ao-vivo-e-proximos-eventos/121?idSection=121'));
  const rows = page.locator('[data-section-type="121"], [data-section-type="5"]').getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // The badge's exact, upper-case text (an event may say "ao vivo" in its title).
  const live = rows.filter({ has: page.getByText('AO VIVO', { exact: true }) });
  await expect(live).toHaveCount(2);
  await expect(live.filter({ hasText: 'Resultados do 3º trimestre com a diretoria' })).toHaveCount(1);
  await expect(live.filter({ hasText: 'Bate-papo: saúde mental no trabalho remoto' })).toHaveCount(1);
});

test('the people directory searches case-sensitively, grows by 10 and opens a profile', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/pessoas/152?idSection=152'));
  const people = page.locator('[data-section-type="21"]').getByRole('link');
  await expect(people).toHaveCount(10);
  await page.getByRole('button', { name: 'ver mais' }).click();
  await expect(people).toHaveCount(20);

  const search = page
    .getByRole('searchbox', { name: 'Buscar Usuário' })
    .or(page.getByRole('textbox', { name: 'Buscar Usuário' }));
  await search.fill('Beatriz');
  await expect(people).toHaveCount(1);
  // No name has "beatriz" in lower case: the list keeps its last matches.
  await search.fill('beatriz');
  await page.waitForTimeout(1300);
  await expect(people).toHaveCount(1);

  await people.first().click();
  await expect(page).toHaveURL(/\/PerfilUsuario\?nome=Beatriz(\+|%20)Almeida&email=/);
  await expect(page.getByText('Beatriz Almeida').first()).toBeVisible();
});

test('the agenda opens an event in a dialog without breaking the CSP', async ({ page }) => {
  const csp = watchCsp(page);
  await page.goto(tenantUrl('aurora', '/agenda-corporativa/153?idSection=153&mes=2026-11'));
  await page
    .getByRole('button', { name: /Integração de novos colaboradores/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Integração de novos colaboradores' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  csp.expectNone();
});

test('the media library lists folders and files under "Nome" and "Modificado"', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/biblioteca-de-documentos/151?idSection=151'));
  const library = page.locator('[data-section-type="20"]');
  await library.getByRole('link', { name: /Políticas e normas internas/ }).click();
  await expect(library.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
  await expect(library.getByRole('columnheader', { name: 'Modificado' })).toBeVisible();
  await library.getByRole('link', { name: 'Políticas', exact: true }).click();
  await expect(page).toHaveURL(/pasta=Pol%C3%ADticas/);
  await expect(library.getByRole('link', { name: 'RH', exact: true })).toBeVisible();
});

test('a user upload shows an image, or DOWNLOAD with the spec text for other files', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/userupload/5002?idSection=171'));
  await expect(page.getByText('Para baixar o arquivo anexado ao post clique no botão abaixo.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'DOWNLOAD' })).toHaveAttribute('href', /\.pdf$/);
  await page.goto(tenantUrl('aurora', '/userupload/5001?idSection=171'));
  await expect(page.getByRole('img', { name: /Confraternização do time de Campinas/ })).toBeVisible();
});

test('notifications list under /messages and open in /messages/{id}', async ({ page }) => {
  await page.goto(tenantUrl('aurora', '/messages'));
  await expect(page.getByText('Pesquisa de clima 2026 aberta')).toBeVisible();
  await page.getByRole('link', { name: /Pesquisa de clima 2026 aberta/ }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', '/messages/5001'));
  await expect(page.getByRole('heading', { name: 'Pesquisa de clima 2026 aberta' })).toBeVisible();
});

test('the paged list draws its cards at one height and comes back where the learner left it', async ({
  page,
}) => {
  await page.goto(tenantUrl('aurora', '/biblioteca-de-conhecimento/141?idSection=141'));
  const list = page.getByRole('list', { name: 'Biblioteca de conhecimento' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '30');
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1500);
  const card = page.getByRole('link', { name: 'Escrita clara: e-mails que recebem resposta' });
  await expect(card).toBeInViewport();
  // Every row is as tall as the measured card, and so is every card.
  const heights = await list
    .locator(':scope > div')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).style.height));
  expect(new Set(heights).size).toBe(1);
  const cards = await list
    .locator('article')
    .evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().height)));
  expect(new Set(cards).size).toBe(1);
  expect(Math.abs(cards[0]! - Number.parseFloat(heights[0]!))).toBeLessThanOrEqual(1);

  const y = await page.evaluate(() => window.scrollY);
  await card.click();
  await expect(page).toHaveURL(/\/content\/3023/);
  await page.goBack();
  await expect(page).toHaveURL(/\/biblioteca-de-conhecimento\/141/);
  await expect(card).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(2);
});
