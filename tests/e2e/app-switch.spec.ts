// The app switch (issue 19 item 5; learning-area.md 3 appsUserAccess, 4.11): marcos@grupo.test has an
// account in horizonte and in aurora. From horizonte's user menu, 'Trocar de aplicativo' lists both,
// horizonte marked 'Atual'; choosing Aurora opens aurora's host signed in as his aurora user, on its
// home. Bruno, with one app, has no such entry. axe at 1280 and 375 px with the dialog open.
import { expect, test, type Page, type Route } from '@playwright/test';
import { axeViolations } from './axe';
import { openSignedIn, signIn, tenantUrl, expectNoSideScroll } from './support';

const topBar = (page: Page) => page.getByTestId('top-bar');
const stored = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('wl.menuData') ?? 'null') as {
          loginInfo: { idApp: number; idUser: number };
        } | null
      )?.loginInfo,
  );

test('marcos switches from horizonte to aurora and lands there signed in, on the home', async ({ page }) => {
  // Two sign-ins, two apps and axe twice: slow on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, 'horizonte', 'marcos@grupo.test');
  await expect(page).toHaveURL(tenantUrl('horizonte', '/'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Olá! O que vamos aprender hoje?' })).toBeVisible({
    timeout: 15_000,
  });

  await topBar(page).getByRole('button', { name: 'Menu de Marcos' }).click();
  await page
    .getByRole('dialog', { name: 'Marcos Vieira' })
    .getByRole('button', { name: 'Trocar de aplicativo' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Trocar de aplicativo' });
  const apps = dialog.getByRole('list', { name: 'Seus aplicativos' }).getByRole('listitem');
  await expect(apps).toHaveCount(2);
  await expect(apps.nth(0)).toContainText('Horizonte Educação Corporativa');
  await expect(apps.nth(0)).toContainText('Atual');
  await expect(apps.nth(1)).toContainText('Aurora Comunicação Ltda.');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(dialog).toBeVisible();
  await expectNoSideScroll(page);
  if (process.env.APP_SWITCH_SHOTS) await page.screenshot({ path: '/tmp/app-switch-dialog-375.png' });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The call is held until the progress text is seen, then goes to the real server.
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/login/switch-app/*', async (route: Route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: /Aurora Conteúdos/ }).click();
  await expect(dialog.getByRole('status')).toHaveText('Abrindo Aurora Conteúdos...');
  release?.();

  // Aurora's host, signed in as marcos's aurora user, on its home: the link was used up on the way.
  await expect(page).toHaveURL(tenantUrl('aurora', '/'), { timeout: 15_000 });
  await expect(topBar(page).getByRole('link', { name: /Aurora Conteúdos/ })).toBeVisible();
  expect(await stored(page)).toMatchObject({ idApp: 1, idUser: 5 });
  // The content app's top bar has the entry in its user menu, on a phone too.
  const menuButton = topBar(page).getByRole('button', { name: 'Menu de Marcos' });
  const menu = page.getByRole('menu', { name: 'Menu de Marcos Vieira' });
  await menuButton.click();
  await expect(menu.getByRole('menuitem', { name: 'Trocar de aplicativo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 740 });
  await menuButton.click();
  await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await expectNoSideScroll(page);
  if (process.env.APP_SWITCH_SHOTS) await page.screenshot({ path: '/tmp/app-switch-aurora-375.png' });
  expect(await axeViolations(page)).toEqual([]);
  // The entry opens the same dialog, here too.
  await menu.getByRole('menuitem', { name: 'Trocar de aplicativo' }).click();
  await expect(page.getByRole('dialog', { name: 'Trocar de aplicativo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  // Away from the home the back button joins the bar.
  await page.goto(tenantUrl('aurora', '/perfil'));
  await expect(menuButton).toBeVisible();
  await expectNoSideScroll(page);
  if (process.env.APP_SWITCH_SHOTS) await page.screenshot({ path: '/tmp/app-switch-aurora-375-b.png' });
});

test('bruno, with one app, has no Trocar de aplicativo', async ({ page, request }) => {
  // The learning home and its menu: slow on a busy machine.
  test.setTimeout(60_000);
  await openSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  await topBar(page).getByRole('button', { name: 'Menu de Bruno' }).click({ timeout: 15_000 });
  const menu = page.getByRole('dialog', { name: 'Bruno Lima' });
  await expect(menu.getByRole('link', { name: 'Meu perfil' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Trocar de aplicativo' })).toHaveCount(0);
});
