// The learning frame of horizonte (learning-area.md 2.4 "Header", 2.2, 2.3, 5, 9), signed in as bruno:
// the side menu of products leads to a catalog page, the in-progress menu lists his enrolments, the
// header's search lands on /searchResult/... with cards (or the no-results text), logout asks first,
// the footer shows the trail, every menu opens and closes by keyboard, and axe finds no serious
// violation with the menus open.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, isSerious } from './axe';
import { startSignedIn, tenantUrl, watchCsp, signOutFromLearningHeader } from './support';

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
});

const header = (page: Page) => page.getByTestId('top-bar');
const serious = (lines: string[]) => lines.filter(isSerious);

test('the side menu of products opens by keyboard, unfolds the tree and leads to a catalog page', async ({
  page,
}) => {
  await page.goto(tenantUrl('horizonte', '/'));
  const open = header(page).getByRole('button', { name: 'Menu', exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Conteúdos' });
  await expect(menu).toBeVisible();
  // The company's single top node comes unfolded: its schools, each with an expander.
  await expect(menu.getByRole('link', { name: 'Universidade Horizonte' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Escola de Liderança' })).toBeVisible();
  // Escape closes it and the focus returns to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  const unfold = menu.getByRole('button', { name: 'Mostrar o que há em Escola de Liderança' });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await unfold.click();
  await expect(unfold).toHaveAttribute('aria-expanded', 'true');
  // Bruno is enrolled in Liderança Situacional: its learning page; the school is a catalog page.
  await expect(menu.getByRole('link', { name: 'Liderança Situacional' })).toHaveAttribute(
    'href',
    '/level/501/HZ-LID-01',
  );
  // The content app's sections stay reachable, those the bottom menu has no room for too.
  await expect(menu.getByRole('link', { name: 'Trilha de Atendimento ao Cliente' })).toBeVisible();
  await menu.getByRole('link', { name: 'Escola de Liderança' }).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/catalog/HZ-ESC-LID'));
  await expect(menu).toBeHidden();
});

test("the in-progress menu lists bruno's enrolments, each opening its level", async ({ page }) => {
  await page.goto(tenantUrl('horizonte', '/'));
  const trigger = header(page).getByRole('button', { name: 'Em andamento' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Em andamento' });
  await expect(panel.getByRole('link', { name: 'Liderança Situacional' })).toHaveAttribute(
    'href',
    '/level/501',
  );
  await expect(panel.getByRole('link', { name: 'Atendimento de Excelência' })).toHaveAttribute(
    'href',
    '/level/502',
  );
  await expect(panel.getByRole('link', { name: 'Primeiro dia no atendimento' })).toHaveAttribute(
    'href',
    '/level/506',
  );
  // Other specs of the same run may enrol him in more courses (learning-enrollment.spec.ts): each one
  // listed opens its level.
  for (const href of await panel
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(/^\/level\/\d+$/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  // By the pointer: its button opens it and, open, closes it (never closes and reopens it); a click
  // elsewhere closes it too.
  await trigger.click();
  await expect(panel).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // Where the button is: the open panel's underlay takes that click, as it takes any outside it.
  const box = (await trigger.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(panel).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  await expect(panel).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(panel).toBeHidden();

  // The enrolment tree: his enrolled courses grouped by school, each group folding by its title.
  const tree = header(page).getByRole('button', { name: 'Minhas matrículas' });
  await tree.click();
  const groups = page.getByRole('dialog', { name: 'Minhas matrículas' });
  const school = groups.getByRole('button', { name: 'Escola de Segurança e Conformidade' });
  await expect(school).toHaveAttribute('aria-expanded', 'true');
  await expect(groups.getByRole('link', { name: 'Código de Conduta' })).toBeVisible();
  await school.click();
  await expect(groups.getByRole('link', { name: 'Código de Conduta' })).toHaveCount(0);
  await groups.getByRole('link', { name: 'Liderança Situacional' }).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/level/501/HZ-LID-01'));
});

test('a search from the header lands on its results, which scroll in and say when nothing is found', async ({
  page,
}) => {
  await page.goto(tenantUrl('horizonte', '/'));
  const box = header(page).getByRole('searchbox', { name: 'Pesquisar' });
  await expect(box).toHaveAttribute('maxlength', '300');
  // An empty search is not sent.
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(tenantUrl('horizonte', '/'));

  await box.fill('liderança');
  await header(page).getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', `/searchResult/${encodeURIComponent('liderança')}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para "liderança"' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Resultados da pesquisa' });
  await expect(results.getByRole('listitem').nth(4)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: / resultados$/ })).toBeVisible();
  // 5 a page, more as the learner reaches the end, until the screen is full; then at each scroll.
  const shown = await results.getByRole('listitem').count();
  await page.mouse.wheel(0, 6000);
  await expect.poll(() => results.getByRole('listitem').count()).toBeGreaterThan(shown);
  // The search reset the history: the header closes the results instead of going back.
  await expect(header(page).getByRole('button', { name: 'Voltar' })).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Fechar' })).toBeVisible();
  // The footer's trail names the page.
  const trail = page.locator('footer').getByRole('navigation', { name: 'Você está em' });
  await expect(trail.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Resultados para "liderança"' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A result bruno is enrolled in opens its level, told that he came from search.
  await box.fill('Liderança Situacional');
  await box.press('Enter');
  const course = page
    .getByRole('list', { name: 'Resultados da pesquisa' })
    .getByRole('link', { name: 'Liderança Situacional' });
  await expect(course).toHaveAttribute('href', '/level/501/HZ-LID-01?fromSearch=1', { timeout: 15_000 });

  await box.fill('xqzwv nada disso');
  await box.press('Enter');
  await expect(page.getByText('Não foram encontrados resultados para "xqzwv nada disso"')).toBeVisible({
    timeout: 15_000,
  });

  // Under 3 characters the rule says so and nothing is asked of the server.
  const searches: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/learning/search')) searches.push(sent.url());
  });
  await box.fill('ab');
  await box.press('Enter');
  await expect(page.getByText('Digite ao menos 3 caracteres para pesquisar.')).toBeVisible();
  expect(searches).toEqual([]);
});

test('on a phone the header slides away past 50 px scrolled down, and back on scrolling up or a Tab into it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(tenantUrl('horizonte', '/'));
  await expect(page.locator('[data-learning-home] [data-block]').first()).toBeVisible();
  const bottomOf = async () => {
    const box = await header(page).boundingBox();
    return box ? Math.round(box.y + box.height) : null;
  };
  // Three rows: products and logo, the menus, the search.
  const fullBottom = await bottomOf();
  expect(fullBottom).toBeGreaterThan(100);

  // Under the threshold nothing moves; past it, scrolling down takes the header away.
  await page.mouse.wheel(0, 40);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(30);
  await expect.poll(bottomOf).toBe(fullBottom);
  await page.mouse.wheel(0, 400);
  await expect.poll(bottomOf).toBeLessThanOrEqual(0);

  // A move up brings it back where it was, sticky at the top.
  await page.mouse.wheel(0, -60);
  await expect.poll(bottomOf).toBe(fullBottom);

  // Scrolled away, a Tab into it shows it: the keyboard never lands on a control out of view.
  await page.mouse.wheel(0, 300);
  await expect.poll(bottomOf).toBeLessThanOrEqual(0);
  await header(page).getByRole('button', { name: 'Menu', exact: true }).focus();
  await expect.poll(bottomOf).toBe(fullBottom);
  await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toBeInViewport();
});

test('the footer shows the trail on the home', async ({ page }) => {
  await page.goto(tenantUrl('horizonte', '/'));
  const trail = page.locator('footer').getByRole('navigation', { name: 'Você está em' });
  await expect(trail.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
});

test('Sair asks first; no keeps the session, yes ends it', async ({ page }) => {
  await page.goto(tenantUrl('horizonte', '/'));
  const user = header(page).getByRole('button', { name: 'Menu de Bruno' });
  await user.click();
  const panel = page.getByRole('dialog', { name: /Bruno/ });
  // Bruno is no admin: no Administração.
  await expect(panel.getByRole('link', { name: 'Meu perfil' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Administração/ })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Sair' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tem certeza de que deseja sair?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /Cancelar|Não/ }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/'));
  // The focus goes back to the menu's button.
  await expect(user).toBeFocused();

  await signOutFromLearningHeader(page, 'horizonte', 'Bruno');
});

test('the header passes axe with each of its menus open (no serious or critical violation)', async ({
  page,
}) => {
  // react-aria's panels run under the app's strict CSP (docs/decisions/0008).
  const csp = watchCsp(page);
  await page.goto(tenantUrl('horizonte', '/'));
  await expect(page.locator('[data-loading]')).toHaveCount(0, { timeout: 15_000 });
  expect(serious(await axeViolations(page))).toEqual([]);
  for (const [name, panel] of [
    ['Em andamento', 'Em andamento'],
    ['Minhas matrículas', 'Minhas matrículas'],
    ['Menu de Bruno', /Bruno/],
  ] as const) {
    await header(page).getByRole('button', { name }).click();
    await expect(page.getByRole('dialog', { name: panel }).getByRole('link').first()).toBeVisible();
    expect(serious(await axeViolations(page)), name).toEqual([]);
    await page.keyboard.press('Escape');
  }
  await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Conteúdos' }).getByRole('link').first()).toBeVisible();
  expect(serious(await axeViolations(page)), 'Conteúdos').toEqual([]);
  csp.expectNone();
});

test('the search results pass axe, with results and without', async ({ page }) => {
  for (const text of ['liderança', 'xqzwv nada disso']) {
    await page.goto(tenantUrl('horizonte', `/searchResult/${encodeURIComponent(text)}`));
    await expect(page.getByRole('heading', { level: 1, name: `Resultados para "${text}"` })).toBeVisible();
    await expect(page.locator('[data-loading]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByText(/^\d+ resultados$|^Não foram encontrados resultados para/)).toBeVisible();
    expect(serious(await axeViolations(page)), text).toEqual([]);
  }
});
