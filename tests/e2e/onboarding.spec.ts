// The onboarding after the terms (issue 19 item 1; learning-area.md 3 onBoardScreen, 4.12; content-app.md
// 2.1 "optional onboarding frame"): lara@horizonte.test owes no terms and has not seen horizonte's
// onboarding, a page of the tenant's own assets shown in a frame. 'Ver depois' (or Escape) puts it off
// for the sign-in session: a reload keeps it closed, the next sign-in shows it again. 'Concluir' records
// it on the server: never again. axe at 1280 and 375 px with the dialog open. The content app shows the
// same dialog at its home only (teo@laboratorio.test).
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { signIn, tenantUrl, watchCsp, expectNoSideScroll, signOutFromLearningHeader } from './support';

const lara = 'lara@horizonte.test';
const homeHeading = (page: Page) => page.getByRole('heading', { name: 'Olá! O que vamos aprender hoje?' });
const onboarding = (page: Page) => page.getByRole('dialog', { name: 'Boas-vindas' });

test('a new learner meets the onboarding after sign-in; Ver depois until the next sign-in, Concluir for good', async ({
  page,
}) => {
  // A long walk through several sign-ins, axe included: slow on a busy machine.
  test.setTimeout(120_000);
  const csp = watchCsp(page);
  await signIn(page, 'horizonte', lara);
  const dialog = onboarding(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  // The tenant's page, inside the frame, under the app's own policy.
  const tour = page.frameLocator('iframe[title="Apresentação de boas-vindas"]');
  await expect(
    tour.getByRole('heading', { level: 1, name: 'Boas-vindas à Horizonte Educação Corporativa' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(tour.getByRole('listitem')).toHaveCount(3);
  // Its style sheet loads under the app's policy, sandboxed as it is.
  await expect(tour.getByRole('listitem').first()).toHaveCSS('background-color', 'rgb(254, 249, 195)');
  await expect(tour.getByRole('heading', { level: 2, name: 'Acompanhe a sua jornada' })).toBeVisible();
  // The focus is in the dialog, not in the page under it.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(dialog.getByRole('button', { name: 'Concluir' })).toBeInViewport();
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  // The keyboard: Tab reaches the page in the frame and scrolls it, then the dialog's buttons.
  await page.keyboard.press('Tab');
  const text = tour.getByRole('main');
  await expect(text).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => text.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Ver depois' })).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Ver depois: closed, and a reload of the same session keeps it closed.
  await dialog.getByRole('button', { name: 'Ver depois' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(homeHeading(page)).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(homeHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('top-bar').getByRole('button', { name: 'Menu de Lara' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The next sign-in shows it again; Escape is Ver depois.
  await signOutFromLearningHeader(page, 'horizonte', 'Lara');
  await signIn(page, 'horizonte', lara);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Concluir: recorded, closed, and not shown at the next sign-in.
  await signOutFromLearningHeader(page, 'horizonte', 'Lara');
  await signIn(page, 'horizonte', lara);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/onboarding') && response.status() === 200,
  );
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await recorded;
  await expect(dialog).toHaveCount(0);
  await signOutFromLearningHeader(page, 'horizonte', 'Lara');
  await signIn(page, 'horizonte', lara);
  await expect(homeHeading(page)).toBeVisible({ timeout: 30_000 });
  const stored = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('wl.menuData') ?? 'null') as { loginInfo: { onBoardScreen: number } })
        .loginInfo,
  );
  expect(stored.onBoardScreen).toBe(0);
  await expect(dialog).toHaveCount(0);
  csp.expectNone();
});

test('the demo onboarding page passes axe on its own', async ({ page }) => {
  await page.goto(tenantUrl('horizonte', '/demo/onboarding/index.html'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Boas-vindas à Horizonte Educação Corporativa',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await axeViolations(page)).toEqual([]);
});

test('the content app shows its onboarding frame at the home only', async ({ page }) => {
  test.setTimeout(120_000);
  // teo@laboratorio.test (a test tenant of the content app) has not seen its onboarding.
  await signIn(page, 'laboratorio', 'teo@laboratorio.test', '/biblioteca/2?idSection=2');
  await expect(page).toHaveURL(tenantUrl('laboratorio', '/biblioteca/2?idSection=2'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca' })).toBeVisible({ timeout: 30_000 });
  await expect(onboarding(page)).toHaveCount(0);
  await page.goto(tenantUrl('laboratorio', '/'));
  const dialog = onboarding(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .frameLocator('iframe[title="Apresentação de boas-vindas"]')
      .getByRole('heading', { name: 'Boas-vindas ao Laboratório de Testes' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog).toHaveCount(0);
});
