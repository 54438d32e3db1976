// Walks the aurora menu: every section type opens, reached by clicking as a learner would, and
// shows its content or its empty text, never a blank page, an unknown-type fallback or a console error.
import { expect, test, type Locator } from '@playwright/test';
import { slugify } from '../../src/paths/paths';
import { loadTenant } from './fixture';
import { startSignedIn, tenantUrl } from './support';

const aurora = loadTenant('aurora');
const byType = new Map<number, (typeof aurora.menu)[number]>();
for (const section of aurora.menu)
  if (!byType.has(section.idSectionType)) byType.set(section.idSectionType, section);

test.describe.configure({ mode: 'parallel' });

for (const [type, section] of byType) {
  test(`section type ${type} (${section.name}) opens from the aurora menu`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
    // As a learner gets there: a home tile, or the bottom menu's "Explorar" map of every section.
    const target = `/${section.idSection}?idSection=${section.idSection}`;
    const link = (scope: Locator) => scope.locator(`a[href$="${target}"]`).first();
    await page.goto(tenantUrl('aurora', '/'));
    const home = page.locator('[data-home-type]');
    // The home layout is a lazy chunk: wait for its tiles before looking for one.
    await expect(home.getByRole('link').first()).toBeVisible();
    if (section === aurora.menu[0]) {
      await page.goto(tenantUrl('aurora', `/${slugify(section.name)}${target}`));
    } else if (await link(home).count()) {
      await link(home).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('link', { name: 'Explorar' })
        .click();
      await link(page.locator('[data-section-type="1"]')).click();
    }
    await expect(page).toHaveURL(new RegExp(`${target.replace('?', '\\?')}$`));
    const screen = page.locator(`[data-section-type="${type}"]`);
    await expect(screen.getByRole('heading', { level: 1, name: section.name })).toBeAttached();
    // Loading ends, and something a learner can read is there.
    await expect(screen.locator('[data-loading]')).toHaveCount(0, { timeout: 10_000 });
    await expect(screen.getByText('Seção não disponível')).toHaveCount(0);
    await expect(screen.locator('[data-fallback]')).toHaveCount(0);
    const text = (await screen.innerText()).replace(section.name, '').trim();
    expect(text.length, 'the section shows content or its empty text').toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}
