// The learning area by keyboard alone (WCAG 2.1.1), horizonte signed in as bruno: from the home, Tab
// reaches a course card's 'fazer matrícula', Enter opens the class selection modal, Escape closes it
// with the focus back on that button; Shift+Tab goes back to the header's Menu, whose side menu leads
// to a catalog page; in the viewer the navigation map opens and closes from its button. Only the
// keyboard moves: no click, no focus() (the class modal is opened, never confirmed).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startSignedIn, tenantUrl } from './support';

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
});

/** Presses Tab (or Shift+Tab) until the target has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 150 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

test('home → a course card’s class modal (Escape back to its button) → side menu → a catalog page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(tenantUrl('horizonte', '/'));
  await expect(page.locator('[data-loading]')).toHaveCount(0, { timeout: 15_000 });
  // Nothing has the focus on arrival: the first Tab starts at the top of the page.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  const featured = page.locator('[data-learning-home] [data-block="Carrousel"]');
  const enroll = featured
    .locator('article[data-variant]', { hasText: 'Proteção de Dados (LGPD)' })
    .getByRole('button', { name: 'fazer matrícula' });
  await tabTo(page, enroll);
  await expect(enroll).toBeVisible();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('button', { name: /Matricular-se|Solicitar matrícula/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(enroll).toBeFocused();

  const menuButton = page.getByTestId('top-bar').getByRole('button', { name: 'Menu', exact: true });
  await tabTo(page, menuButton, { back: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Conteúdos' });
  const school = menu.getByRole('link', { name: 'Escola de Liderança' });
  await expect(school).toBeVisible();
  await tabTo(page, school);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(tenantUrl('horizonte', '/catalog/HZ-ESC-LID'));
  await expect(page.getByRole('heading', { level: 1, name: 'Escola de Liderança' })).toBeVisible({
    timeout: 15_000,
  });
});

test('in the viewer, the navigation map opens and closes by keyboard', async ({ page }) => {
  // Enrolment 502's contents are already completed: opening one changes nothing another test reads.
  await page.goto(tenantUrl('horizonte', '/level/502'));
  const content = page.locator('a[href^="/contentNode/3202/"]').first();
  await expect(content).toBeVisible({ timeout: 15_000 });
  await tabTo(page, content);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contentNode\/3202\//);
  const mapButton = page.getByRole('button', { name: 'Mapa de navegação' });
  await expect(mapButton).toBeVisible({ timeout: 15_000 });
  await tabTo(page, mapButton);
  await page.keyboard.press('Enter');
  const map = page.getByRole('dialog', { name: 'Mapa de navegação' });
  await expect(map.getByText('Você está aqui!')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();
  await expect(mapButton).toBeFocused();

  // Its own close button, reached by Tab inside the map, closes it too.
  await page.keyboard.press('Enter');
  await expect(map).toBeVisible();
  await tabTo(page, map.getByRole('button', { name: 'Fechar' }));
  await page.keyboard.press('Enter');
  await expect(map).toBeHidden();
  await expect(mapButton).toBeFocused();
});
