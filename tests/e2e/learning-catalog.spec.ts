// The data-loading blocks of horizonte's home and the catalog page (learning-area.md 2.2, 2.3, 9),
// signed in as bruno: the Catalog block searches and filters by tag; 'Ver todos' opens the catalog
// page, which pages in the 310 nodes under the catalog to the last one as he scrolls; the
// Recommendation and EnrollmentsInProgress blocks show his cards; a course he is not enrolled in is
// presented (with its enrolment offer), never listed.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, isSerious } from './axe';
import { startSignedIn, tenantUrl } from './support';

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
});

/** The home, once its blocks have come. */
async function openHome(page: Page) {
  await page.goto(tenantUrl('horizonte', '/'));
  const home = page.locator('[data-learning-home]');
  await expect(home.locator('[data-block="Catalog"] article').first()).toBeVisible({ timeout: 15_000 });
  return home;
}

test('the Catalog block searches the catalog and filters it by tag', async ({ page }) => {
  const home = await openHome(page);
  const catalog = home.locator('[data-block="Catalog"]');
  // 1280 px, portrait cards: 5 columns, so the first page is 2 x 5 + 1.
  await expect(catalog.locator('article')).toHaveCount(11);

  const search = catalog.getByRole('searchbox', { name: 'Buscar no catálogo' });
  await expect(search).toHaveAttribute('maxlength', '25');
  await search.fill('escuta ativa');
  // Five courses are called 'Escuta ativa: ...' (one per level).
  await expect(catalog.locator('article')).toHaveCount(5, { timeout: 10_000 });
  for (const title of await catalog.locator('article h3').allTextContents())
    expect(title).toMatch(/^Escuta ativa/);
  await expect(catalog.getByRole('link', { name: 'Ver todos: Catálogo' })).toHaveAttribute(
    'href',
    '/catalog/HZ-CATALOGO?depth=2&busca=escuta%20ativa',
  );

  await search.fill('nenhum curso assim');
  await expect(catalog.getByText('Não foram encontrados resultados')).toBeVisible({ timeout: 10_000 });

  await search.fill('');
  const excel = catalog
    .getByRole('group', { name: 'Filtrar por tags' })
    .getByRole('button', { name: 'Excel' });
  const tagged = page.waitForRequest(
    (sent) => sent.url().includes('/nodes?') && sent.url().includes('tags=Excel'),
  );
  await excel.click();
  await tagged;
  await expect(excel).toHaveAttribute('aria-pressed', 'true');
  await expect(catalog.getByRole('link', { name: 'Tabelas dinâmicas: Fundamentos' })).toBeVisible();
  await expect(catalog.getByRole('link', { name: 'Gestão de equipes remotas: Fundamentos' })).toHaveCount(0);
});

test("'Ver todos' opens the catalog page, which scrolls to the last of its 310 nodes", async ({ page }) => {
  // Thirty-one pages drawn one after the other: on a busy machine that takes more than the default 30 s.
  test.setTimeout(120_000);
  const home = await openHome(page);
  await home.locator('[data-block="Catalog"]').getByRole('link', { name: 'Ver todos: Catálogo' }).click();
  await expect(page).toHaveURL(/\/catalog\/HZ-CATALOGO\?depth=2$/);
  const catalog = page.locator('[data-catalog-page]');
  await expect(catalog.getByRole('heading', { level: 1, name: 'Catálogo de cursos' })).toBeVisible();
  await expect(catalog.getByText('310 resultados')).toBeVisible({ timeout: 15_000 });
  const grid = catalog.getByRole('list', { name: 'Catálogo de cursos' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();

  // Scrolled to the end, page after page: the last card says it is the 310th of 310.
  const last = grid.locator('[role=listitem][aria-posinset="310"]');
  await page.mouse.move(640, 400);
  // Scrolls on while the last card is not there: each wheel brings the next page's call.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(last).toHaveCount(1, { timeout: 250 });
  }).toPass({ intervals: [100], timeout: 100_000 });
  await expect(last).toHaveAttribute('aria-setsize', '310');
  await expect(last.getByRole('link')).toBeVisible();
  await expect(catalog.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});

test('the catalog page is reached by keyboard and passes axe', async ({ page }) => {
  await page.goto(tenantUrl('horizonte', '/catalog/HZ-CAT-DADOS'));
  const catalog = page.locator('[data-catalog-page]');
  await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('Dados e Planilhas', {
    timeout: 15_000,
  });
  await expect(catalog.getByText('30 resultados')).toBeVisible();
  // The tag chips come with their own call: Tab reaches them once they are drawn.
  await expect(
    catalog.getByRole('group', { name: 'Filtrar por tags' }).getByRole('button').first(),
  ).toBeVisible();
  await catalog.getByRole('searchbox', { name: 'Buscar no catálogo' }).focus();
  await page.keyboard.press('Tab');
  // The tag chips, then the cards: each one a link the keyboard reaches.
  await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'false');
  await catalog.getByRole('list', { name: 'Dados e Planilhas' }).getByRole('link').first().focus();
  await expect(page.locator(':focus')).toHaveAttribute('href', /^\/catalog\/|^\/level\//);
  expect((await axeViolations(page)).filter(isSerious)).toEqual([]);
});

test("a course's catalog, without an enrolment, presents the course and lists none of it", async ({
  page,
}) => {
  const listings: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/catalogs/HZ-SEG-02/nodes')) listings.push(sent.url());
  });
  await page.goto(tenantUrl('horizonte', '/catalog/HZ-SEG-02'));
  const presentation = page.locator('[data-presentation="HZ-SEG-02"]');
  await expect(presentation.getByText('Os conteúdos do curso são listados após a matrícula.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('searchbox', { name: 'Buscar no catálogo' })).toHaveCount(0);
  expect(listings).toEqual([]);
});

test("bruno clicks a course he is not enrolled in and sees its presentation with 'fazer matrícula'", async ({
  page,
}) => {
  const home = await openHome(page);
  const card = home
    .locator('[data-block="Catalog"] article[data-state="canEnrollment"]')
    .filter({ has: page.getByRole('button', { name: 'fazer matrícula' }) })
    .first();
  const title = (await card.locator('h3').textContent()) ?? '';
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/catalog\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  const presentation = page.locator('[data-presentation]');
  await expect(presentation.getByText('Os conteúdos do curso são listados após a matrícula.')).toBeVisible();
  // The offer opens the class selection modal; nothing is confirmed (other specs use these classes).
  await presentation.getByRole('button', { name: 'fazer matrícula' }).click();
  await expect(page.getByRole('dialog', { name: `Turmas de ${title}` })).toBeVisible();
});

test("his FAILED enrolment in 'Minhas matrículas' leads to the course's presentation, offering re-enrolment", async ({
  page,
}) => {
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Minhas matrículas' }).click();
  // Enrolment 503 in Segurança da Informação failed; its class allows re-enrolment (4.4).
  await page
    .getByRole('dialog', { name: 'Minhas matrículas' })
    .getByRole('link', { name: 'Segurança da Informação' })
    .click();
  await expect(page).toHaveURL(/\/catalog\/HZ-SEG-01$/);
  const presentation = page.locator('[data-presentation="HZ-SEG-01"]');
  await expect(presentation.getByRole('button', { name: 'faça a sua rematrícula' })).toBeVisible({
    timeout: 15_000,
  });
});

test('the Recommendation and EnrollmentsInProgress blocks show bruno’s cards', async ({ page }) => {
  const answered = page.waitForResponse((response) => response.url().includes('/recommendations?'));
  const home = await openHome(page);
  const inProgress = home.locator('[data-block="EnrollmentsInProgress"]');
  await expect(inProgress.getByRole('heading', { name: 'Continue aprendendo' })).toBeVisible();
  // His enrolment 501 in Liderança Situacional opens its own page.
  await expect(inProgress.getByRole('link', { name: 'Liderança Situacional' })).toHaveAttribute(
    'href',
    '/level/501',
  );
  const recommended = home.locator('[data-block="Recommendation"]');
  await expect(recommended.getByRole('heading', { name: 'Recomendados para você' })).toBeVisible();
  // Square cards, 4 columns: 2 x 4 + 1 asked for at first; none of his own courses.
  const response = await answered;
  expect(new URL(response.url()).searchParams.get('limit')).toBe('9');
  const { totalRecords } = (await response.json()) as { totalRecords: number };
  expect(totalRecords).toBeGreaterThan(0);
  await expect(recommended.locator('article[data-format="square"]')).toHaveCount(Math.min(9, totalRecords));
  await expect(recommended.getByRole('link', { name: 'Liderança Situacional' })).toHaveCount(0);
  await expect(recommended.getByRole('button', { name: 'Carregar mais' })).toHaveCount(
    totalRecords > 9 ? 1 : 0,
  );
});
