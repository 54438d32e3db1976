// The learning home of horizonte (learning-area.md 2.2, 2.3), signed in as bruno: its blocks from
// GET /learning/nodes/{idCompany} in the fixture's order, cards leading to their learning or catalog
// page, no serious accessibility violation; the content app's sections stay a click away.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeViolations, isSerious } from './axe';
import { startSignedIn, tenantUrl } from './support';

// The 16 block types (schemas/block-types.json).
const blockTypes = (
  JSON.parse(readFileSync('schemas/block-types.json', 'utf8')) as { types: { type: string }[] }
).types.map(({ type }) => type);

test.beforeEach(async ({ page, request }) => {
  // Bruno's session for horizonte's host (the aurora test below adds Ana's for aurora's).
  await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
});

for (const path of ['/', '/home']) {
  test(`${path} shows the home's blocks in order`, async ({ page }) => {
    await page.goto(tenantUrl('horizonte', path));
    const home = page.locator('[data-learning-home]');
    await expect(home.locator('[data-loading]')).toHaveCount(0, { timeout: 15_000 });
    // The header treats both addresses as the home: no way back from it.
    await expect(page.getByTestId('top-bar').getByRole('button', { name: 'Voltar' })).toHaveCount(0);

    // MasterBanner: the first banner of the fixture, with its title.
    const banner = home.locator('[data-block="MasterBanner"]');
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Bem-vindo à Universidade Horizonte')).toBeVisible();
    // TitleSection and TextSection texts (the text's HTML drawn, sanitised).
    await expect(home.getByRole('heading', { name: 'Olá! O que vamos aprender hoje?' })).toBeVisible();
    await expect(home.getByText('Continue de onde parou ou descubra algo novo.')).toBeVisible();
    const how = home.locator('[data-block="TextSection"]');
    await expect(how.getByText(/Matricule-se em uma turma, siga a trilha na ordem/)).toBeVisible();
    await expect(how.locator('strong')).toHaveText('Minha Jornada');

    // The carousel's node cards with their titles, and the grid of schools.
    const carousel = home.locator('[data-block="Carrousel"]');
    await expect(carousel.getByText('Liderança Situacional').first()).toBeVisible();
    const grid = home.locator('[data-block="Grid"]');
    await expect(grid.getByText('Escola de Liderança')).toBeVisible();
    await expect(grid.getByText('Catálogo de cursos')).toBeVisible();

    // Every block type of learning-area.md 2.3 is drawn with the fixture's data, none as unknown.
    await expect(home.getByText(/não existe na lista de componentes/)).toHaveCount(0);
    for (const type of blockTypes) await expect(home.locator(`[data-block="${type}"]`).first()).toBeVisible();

    // The event and plan blocks, each with the fixture's data (their rules: learning-events.spec.ts).
    await expect(home.locator('[data-block="Meeting"]').getByText('Mentoria em grupo')).toBeVisible();
    await expect(
      home.locator('[data-block="Calendar"]').getByText('Webinar: atendimento omnichannel'),
    ).toBeVisible();
    await expect(home.locator('[data-block="PreTest"]').getByText('Não iniciado')).toBeVisible();
    await expect(home.locator('[data-block="Campaign"]').getByText('Liderança e Gestão')).toBeVisible();
    await expect(home.locator('[data-block="Upgrade"]').getByRole('button')).toHaveText(
      'Diga que está gostando da degustação',
    );

    // The fixture's order: banner, title, ..., carousel, grid, ..., text.
    const order = await home
      .locator('[data-block]')
      .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block')));
    const at = (type: string) => order.indexOf(type);
    expect(at('MasterBanner')).toBe(0);
    expect(at('TitleSection')).toBeLessThan(at('Carrousel'));
    expect(at('Carrousel')).toBeLessThan(at('Grid'));
    expect(at('Grid')).toBeLessThan(at('TextSection'));
  });
}

test('a card leads to its learning page when bruno is enrolled, else to its catalog page', async ({
  page,
}) => {
  await page.goto(tenantUrl('horizonte', '/'));
  const home = page.locator('[data-learning-home]');
  // Bruno's enrolment 501 is in Liderança Situacional (HZ-LID-01).
  const enrolled = home.locator('[data-block="Carrousel"] a[href="/level/501/HZ-LID-01"]');
  await expect(enrolled.first()).toBeVisible({ timeout: 15_000 });
  // A school is an ORGANIZATION node: its catalog page.
  const school = home.locator('[data-block="Grid"]').getByRole('link', { name: /Escola de Liderança/ });
  await expect(school).toHaveAttribute('href', '/catalog/HZ-ESC-LID');
});

test("a journey card, an avatar card and a carousel's 'Ver todos' open their own pages (2.2)", async ({
  page,
}) => {
  await page.goto(tenantUrl('horizonte', '/'));
  const home = page.locator('[data-learning-home]');
  // A journey card: its course's tree.
  const journeys = home.locator('[data-block="Carrousel"]', { hasText: 'Trilhas de aprendizagem' });
  await journeys.getByRole('link', { name: 'Liderança Situacional' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/nodeTree\/HZ-LID-01$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Liderança Situacional' })).toBeVisible({
    timeout: 15_000,
  });
  await page.goBack();
  // An avatar card of an area: its level.
  const areas = home.locator('[data-block="Grid"]', { hasText: 'Áreas do catálogo' });
  await areas.getByRole('link', { name: 'Vendas e Negociação' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/level\?nodeLevel=1002$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendas e Negociação' })).toBeVisible({
    timeout: 15_000,
  });
  await page.goBack();
  // A carousel with more cards than a row: the block's own page.
  await home.getByRole('link', { name: 'Ver todos: Trilhas em destaque' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/cardlist\/5$/);
  await expect(page.getByRole('heading', { name: 'Trilhas em destaque' })).toBeVisible({
    timeout: 15_000,
  });
});

test('the home passes axe (no serious or critical violation)', async ({ page }) => {
  await page.goto(tenantUrl('horizonte', '/'));
  const home = page.locator('[data-learning-home]');
  await expect(home.locator('[data-block="Grid"]').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-loading]')).toHaveCount(0, { timeout: 15_000 });
  expect((await axeViolations(page)).filter(isSerious)).toEqual([]);
});

test("the content app's sections stay a click away in the menu", async ({ page }) => {
  await page.goto(tenantUrl('horizonte', '/'));
  const menu = page.getByTestId('bottom-menu');
  await menu.getByRole('link', { name: 'Webinars e encontros' }).click();
  await expect(page).toHaveURL(/\/webinars-e-encontros\/5(\?|$)/);
  await expect(page.getByText('PÁGINA NÃO ENCONTRADA.')).toHaveCount(0);
  await menu.getByRole('link', { name: 'Trilhas de aprendizagem' }).click();
  await expect(page).toHaveURL(/\/trilhas-de-aprendizagem\/2(\?|$)/);
  await expect(page.getByRole('link', { name: /Trilha de Liderança/ }).first()).toBeVisible();
  await menu.getByRole('link', { name: 'Início' }).click();
  await expect(page.locator('[data-learning-home] [data-block="Grid"]').first()).toBeVisible({
    timeout: 15_000,
  });
});

test.describe('a content-app tenant (no learningArea)', () => {
  test('keeps its home at / and /home, and asks nothing of the learning area', async ({ page, request }) => {
    await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
    const learningCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/learning/')) learningCalls.push(sent.url());
    });
    for (const path of ['/', '/home']) {
      await page.goto(tenantUrl('aurora', path));
      await expect(page.locator('[data-home-type] a').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[data-learning-home]')).toHaveCount(0);
    }
    expect(learningCalls).toEqual([]);
  });
});
