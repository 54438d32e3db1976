// The top bar's user menu (issue 20 item 4): from the home, by clicking only, a learner reaches the
// profile, the points, the chat, the store, the upload form and the notifications wherever the tenant
// has them; the menu is walked by keyboard and is axe-clean open, at 1280 and 375 px, in both demo
// tenants. Then the two addresses that had no screen: /liveplayer/{id} and /blast.
// Ana (aurora, gamification on) and Bruno (horizonte, a learning tenant without chat, store or upload
// form) are only read here.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { startSignedIn, tenantUrl, expectNoSideScroll } from './support';

const topBar = (page: Page) => page.getByTestId('top-bar');

/** Aurora's menu, opened from its button. */
async function openAuroraMenu(page: Page) {
  await topBar(page).getByRole('button', { name: 'Menu de Ana' }).click();
  const menu = page.getByRole('menu', { name: 'Menu de Ana Souza' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Horizonte's (the learning header's) user menu. */
async function openHorizonteMenu(page: Page) {
  await topBar(page).getByRole('button', { name: 'Menu de Bruno' }).click({ timeout: 15_000 });
  const menu = page.getByRole('dialog', { name: 'Bruno Lima' });
  // Its panel's module loads on the first open: slow on a busy machine.
  await expect(menu).toBeVisible({ timeout: 15_000 });
  return menu;
}

test.describe('aurora (every place)', () => {
  test.beforeEach(async ({ page, request }) => {
    await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  });

  test('from the home, by clicking only: profile, points, chat, store, uploads and notifications', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(tenantUrl('aurora', '/'));
    const go = async (entry: string) =>
      (await openAuroraMenu(page)).getByRole('menuitem', { name: entry }).click();

    await go('Meu perfil');
    await expect(page).toHaveURL(tenantUrl('aurora', '/perfil'));
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    // The edit screen is a click away, and its "Cancelar" comes back.
    await page.getByRole('link', { name: 'Editar perfil' }).click();
    await expect(page).toHaveURL(tenantUrl('aurora', '/editar-perfil'));
    await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(tenantUrl('aurora', '/perfil'));

    await go('Meus Pontos');
    await expect(page).toHaveURL(tenantUrl('aurora', '/perfil#meus-pontos'));
    const points = page.getByRole('region', { name: 'Meus Pontos' });
    await expect(points).toBeFocused();
    await expect(points).toBeInViewport();

    await go('Chat');
    await expect(page).toHaveURL(tenantUrl('aurora', '/chat/211'));
    await expect(page.getByRole('heading', { level: 1, name: 'Bate-papo da equipe' })).toBeVisible();

    await go('Loja');
    // /lojinha leads to the store section.
    await expect(page).toHaveURL(tenantUrl('aurora', '/loja/221?idSection=221'));
    await expect(page.getByRole('tab', { name: 'TODOS OS PRODUTOS' })).toBeVisible();

    await go('Enviar conteúdo');
    await expect(page).toHaveURL(tenantUrl('aurora', '/uploads/userContent'));
    await expect(page.getByRole('heading', { level: 1, name: 'Envie seu material' })).toBeVisible();

    await go('Notificações');
    await expect(page).toHaveURL(tenantUrl('aurora', '/messages'));
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  });

  test('the keyboard opens it with Enter, Space or ArrowDown, walks it, and Escape gives the focus back', async ({
    page,
  }) => {
    await page.goto(tenantUrl('aurora', '/'));
    const button = topBar(page).getByRole('button', { name: 'Menu de Ana' });
    const menu = page.getByRole('menu', { name: 'Menu de Ana Souza' });
    const entry = (name: string) => menu.getByRole('menuitem', { name });
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(entry('Meu perfil')).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(entry('Meus Pontos')).toBeFocused();
    await page.keyboard.press('End');
    await expect(entry('Sair')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(entry('Meu perfil')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(entry('Meu perfil')).toBeFocused();
    // Tab leaves the menu closed, from its button.
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Enter on an entry follows it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(entry('Chat')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(tenantUrl('aurora', '/chat/211'));
  });

  test('open, it is axe-clean at 1280 and 375 px and never scrolls sideways', async ({ page }) => {
    await page.goto(tenantUrl('aurora', '/'));
    const menu = await openAuroraMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveCount(7);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeInViewport();
    await expectNoSideScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    // Away from the home the back button joins the bar: still no sideways scroll.
    await page.goto(tenantUrl('aurora', '/perfil'));
    await openAuroraMenu(page);
    await expectNoSideScroll(page);
  });

  test("'Sair' from the menu signs out", async ({ page }) => {
    await page.goto(tenantUrl('aurora', '/'));
    await (await openAuroraMenu(page)).getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(tenantUrl('aurora', '/login'));
  });
});

test.describe('horizonte (a learning tenant: no chat, store or upload form)', () => {
  test.beforeEach(async ({ page, request }) => {
    await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  });

  test('from the home, by clicking only: profile, points (the ranking) and notifications; the rest is absent', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(tenantUrl('horizonte', '/'));
    let menu = await openHorizonteMenu(page);
    for (const absent of ['Chat', 'Loja', 'Enviar conteúdo'])
      await expect(menu.getByRole('link', { name: absent, exact: true })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Meu perfil' }).click();
    await expect(page).toHaveURL(tenantUrl('horizonte', '/editPerfil'));

    menu = await openHorizonteMenu(page);
    await menu.getByRole('link', { name: 'Ranking', exact: true }).click();
    await expect(page).toHaveURL(tenantUrl('horizonte', '/myJourney/gamification'));

    menu = await openHorizonteMenu(page);
    await menu.getByRole('link', { name: 'Notificações' }).click();
    await expect(page).toHaveURL(tenantUrl('horizonte', '/messages'));
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  });

  test('open, it is axe-clean at 1280 and 375 px and never scrolls sideways', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(tenantUrl('horizonte', '/'));
    const menu = await openHorizonteMenu(page);
    await expect(menu.getByRole('link', { name: 'Notificações' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(menu).toBeVisible();
    await expectNoSideScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the addresses that had no screen', () => {
  test.beforeEach(async ({ page, request }) => {
    await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  });

  test('/liveplayer/{id}: the live list opens its lives there, the live viewer with its chat', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-12-02T10:00:00-03:00'));
    await page.goto(tenantUrl('aurora', '/ao-vivo-e-proximos-eventos/121?idSection=121'));
    await page.getByRole('link', { name: 'Resultados do 3º trimestre com a diretoria' }).click();
    await expect(page).toHaveURL(tenantUrl('aurora', '/liveplayer/2001?idSection=121'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resultados do 3º trimestre com a diretoria' }),
    ).toBeVisible();
    // Not its day: the cover and when it was; the room's chat beside it.
    await expect(page.getByText(/A transmissão (aconteceu|será) em/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Chat ao vivo/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // On its day, the player.
    await page.clock.setFixedTime(new Date('2026-12-03T10:00:00-03:00'));
    await page.goto(tenantUrl('aurora', '/liveplayer/9806'));
    await expect(page.getByText('AO VIVO', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Transmissão ao vivo: Live: bate-papo com a liderança')).toBeVisible();
  });

  test('/liveplayer/{id}: a wrong id says so as the content page does; a content that is no live opens its page', async ({
    page,
  }) => {
    await page.goto(tenantUrl('aurora', '/liveplayer/abc'));
    await expect(page.getByText('Não foi possível abrir o conteúdo.')).toBeVisible();
    await page.goto(tenantUrl('aurora', '/liveplayer/987654'));
    await expect(page.getByRole('alert')).toContainText(
      'Houve algum erro durante o carregamento das informações',
    );
    await page.goto(tenantUrl('aurora', '/liveplayer/2002?idSection=121'));
    await expect(page).toHaveURL(tenantUrl('aurora', '/content/2002?idSection=121'));
  });

  test('/blast: the tenant’s broadcast messages, its notification list', async ({ page }) => {
    await page.goto(tenantUrl('aurora', '/blast'));
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    await expect(page.getByText('PÁGINA NÃO ENCONTRADA.')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
