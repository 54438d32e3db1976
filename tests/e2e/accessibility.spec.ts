// Every screen a learner reaches from the home passes axe-core's WCAG 2.1 A/AA rules with no serious or
// critical violation, in both demo themes: the home, every address the home links to (menu sections,
// tiles, the profile, messages, the store...), and the screens those pages link to one step further
// (the content items of each section), then the login and the not-found page.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, isSerious } from './axe';
import { openSignedIn, tenantUrl } from './support';

const tenants = [
  { tenant: 'aurora', email: 'ana@aurora.test' },
  { tenant: 'horizonte', email: 'bruno@horizonte.test' },
];

/** Addresses of the app the page links to (same origin, no files, no logout), without duplicates. */
async function appLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [...new Set(hrefs)]
    .filter((href) => href.startsWith(origin))
    .map((href) => href.slice(origin.length))
    .filter(
      (path) => !/\.(pdf|jpe?g|png|svg|mp3|mp4|webm|zip|docx?|xlsx?|pptx?)$/i.test(path.split('?')[0]!),
    );
}

/** Waits for the screen to settle (no loading text), then lists every violation axe finds. */
async function violationsWhenSettled(page: Page): Promise<string[]> {
  await expect(page.locator('[data-loading]')).toHaveCount(0, { timeout: 15_000 });
  return axeViolations(page);
}

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(page.url().replace(/^(https?:\/\/[^/]+).*/, `$1${path}`));
  return (await violationsWhenSettled(page)).filter(isSerious);
}

for (const { tenant, email } of tenants) {
  test(`${tenant}: the home, every screen it links to and their content pass axe (WCAG 2.1 AA)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await openSignedIn(page, request, tenant, email);
    // The home's own links first: before its lazy screen mounts there is no loading text to wait for yet.
    await expect(page.locator('main a[href]').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-loading]')).toHaveCount(0, { timeout: 15_000 });
    const found: Record<string, string[]> = {};
    const home = (await axeViolations(page)).filter(isSerious);
    if (home.length) found['/'] = home;

    const firstLevel = (await appLinks(page)).filter((path) => path !== '/');
    const visited = new Set(['/']);
    const secondLevel: string[] = [];
    for (const path of firstLevel) {
      visited.add(path);
      const violations = await seriousViolations(page, path);
      if (violations.length) found[path] = violations;
      // The first two items each section links to: a content page of each kind the demo has.
      const links = (await appLinks(page)).filter((link) => !visited.has(link) && !firstLevel.includes(link));
      secondLevel.push(...links.slice(0, 2));
    }
    for (const path of new Set(secondLevel)) {
      if (visited.has(path)) continue;
      visited.add(path);
      const violations = await seriousViolations(page, path);
      if (violations.length) found[path] = violations;
    }
    expect(visited.size).toBeGreaterThan(5);
    expect(found).toEqual({});
  });

  test(`${tenant}: the login screen passes axe`, async ({ page }) => {
    await page.goto(tenantUrl(tenant, '/login'));
    await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();
    expect((await axeViolations(page)).filter(isSerious)).toEqual([]);
  });
}

// Every learning screen of horizonte (learning-area.md 2.1, 2.2, 2.4), signed in as bruno, at desktop
// and small widths, each with its panels open: no serious or critical violation. Only screens and
// contents whose state no other test changes (enrolment 502's contents are already completed; the
// class modal is opened, never confirmed).
const learningScreens: [string, string][] = [
  ['learning home', '/'],
  ['level page', '/level/501/HZ-LID-01'],
  ['level of a node', '/level/501/HZ-LID-01-M1'],
  ['level of an avatar', '/level?nodeLevel=1002'],
  ['node tree', '/nodeTree/HZ-LID-01'],
  ['card list', '/cardlist/52'],
  ['catalog page', '/catalog/HZ-ESC-LID'],
  ['catalog of courses', '/catalog/HZ-CAT-DADOS'],
  ['course presentation', '/catalog/HZ-LID-02'],
  ['search results', `/searchResult/${encodeURIComponent('liderança')}`],
  ['search without results', '/searchResult/xqzwv'],
  ['contact form', '/contactus'],
  // SCORM (issue 12): the lesson cards of 3713 (only read here), and the player of 3704, a one-lesson
  // package that opens its player at once (no other test plays it).
  ['SCORM lesson cards', '/lms/512/3713/51201/0'],
  ['SCORM player', '/lms/511/3704/51100/0'],
];
const learningPanels: [string, string | RegExp][] = [
  ['Menu', 'Conteúdos'],
  ['Em andamento', 'Em andamento'],
  ['Minhas matrículas', 'Minhas matrículas'],
  ['Menu de Bruno', /Bruno/],
];

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'small', width: 375, height: 812 },
]) {
  test(`horizonte at ${name} width: every learning screen and panel passes axe (WCAG 2.1 AA)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await openSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
    const found: Record<string, string[]> = {};
    // `headings`: the headings in order too (moderate for axe, but a screen reader's outline of the
    // page), read from the same run.
    const check = async (screen: string, { headings = false } = {}) => {
      const all = await violationsWhenSettled(page);
      const violations = all.filter(isSerious);
      if (violations.length) found[screen] = violations;
      const skipped = headings ? all.filter((line) => line.startsWith('heading-order')) : [];
      if (skipped.length) found[`${screen} headings`] = skipped;
    };
    for (const [screen, path] of learningScreens) {
      await page.goto(tenantUrl('horizonte', path));
      // The screen is drawn (its lazy module too): its title, or the card list's block.
      await expect(page.locator('main h1, [data-cardlist]').first()).toBeVisible({ timeout: 15_000 });
      await check(screen, { headings: true });
      // A learner on a phone never scrolls the page sideways: wide parts scroll inside their box.
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (pageWidth > width) found[`${screen} scrolls sideways`] = [`${pageWidth} px wide`];
    }

    // A content of an enrolment in the viewer, with the navigation map open.
    await page.goto(tenantUrl('horizonte', '/level/502'));
    await page.locator('a[href^="/contentNode/3202/"]').first().click({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await check('content viewer');
    await page.getByRole('button', { name: 'Mapa de navegação' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Mapa de navegação' }).getByRole('listitem').first(),
    ).toBeVisible();
    await check('navigation map');

    // An evaluation (4206, which no other test answers): the screen it opens on, and its player.
    await page.goto(tenantUrl('horizonte', '/evaluations/507/4206/0?idNodeEnrollment=50700'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await check('evaluation');
    const start = page.getByRole('button', { name: 'Iniciar avaliação' });
    if (await start.isVisible()) {
      await start.click();
      await expect(page.getByRole('group').first()).toBeVisible();
      await check('evaluation player');
    }

    // The class selection modal of a course card, and the class attachments drawer.
    await page.goto(tenantUrl('horizonte', '/level?nodeLevel=1002'));
    await page.getByRole('button', { name: 'fazer matrícula' }).first().click({ timeout: 15_000 });
    await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
    await check('class selection modal');
    await page.goto(tenantUrl('horizonte', '/level/501/HZ-LID-01'));
    await page.getByRole('button', { name: 'Anexos da turma' }).click({ timeout: 15_000 });
    await expect(
      page
        .getByRole('dialog', { name: /Anexos/ })
        .getByRole('link')
        .first(),
    ).toBeVisible({
      timeout: 15_000,
    });
    await check('attachments drawer');

    // The header's panels: side menu, in-progress menu, enrolment tree, user menu.
    for (const [button, panel] of learningPanels) {
      await page.goto(tenantUrl('horizonte', '/'));
      await page.getByTestId('top-bar').getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('dialog', { name: panel }).getByRole('link').first()).toBeVisible();
      await check(button);
    }
    expect(found).toEqual({});
  });
}
