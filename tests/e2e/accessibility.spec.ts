// Every screen a learner reaches from the home passes axe-core's WCAG 2.1 A/AA rules with no serious or
// critical violation, in both demo themes: the home, every address the home links to (menu sections,
// tiles, the profile, messages, the store...), and the screens those pages link to one step further
// (the content items of each section), then the login and the not-found page.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { startSignedIn, tenantUrl } from './support';

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

/** Waits for the screen to settle (no loading text), then lists the serious and critical violations. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(page.url().replace(/^(https?:\/\/[^/]+).*/, `$1${path}`));
  await expect(page.locator('[data-loading]')).toHaveCount(0, { timeout: 15_000 });
  return (await axeViolations(page)).filter((line) => /\((serious|critical)\)/.test(line));
}

for (const { tenant, email } of tenants) {
  test(`${tenant}: the home, every screen it links to and their content pass axe (WCAG 2.1 AA)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await startSignedIn(page, request, tenant, email);
    await page.goto(tenantUrl(tenant, '/'));
    await expect(page.locator('[data-loading]')).toHaveCount(0, { timeout: 15_000 });
    const found: Record<string, string[]> = {};
    const home = (await axeViolations(page)).filter((line) => /\((serious|critical)\)/.test(line));
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
    expect((await axeViolations(page)).filter((line) => /\((serious|critical)\)/.test(line))).toEqual([]);
  });
}
