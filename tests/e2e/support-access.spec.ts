// Support access (issue 19 item 5; learning-area.md 4.11, 5, 6, 9): the support user finds a learner
// from the user menu, opens their account after a question, sees a banner naming it with the
// administration out of reach, and comes back to their own; the server refuses it to a learner.
// axe at 1280 and 375 px.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { apiToken, directAs, openSignedIn, tenantUrl, expectNoSideScroll } from './support';

const topBar = (page: Page) => page.getByTestId('top-bar');

test('support opens a learner’s account and comes back; a learner cannot', async ({ page, request }) => {
  // A long walk through several screens, axe included: slow on a busy machine.
  test.setTimeout(120_000);
  await openSignedIn(page, request, 'horizonte', 'suporte@horizonte.test');
  await topBar(page).getByRole('button', { name: 'Menu de Equipe' }).click();
  await page
    .getByRole('dialog', { name: /Equipe/ })
    .getByRole('link', { name: 'Acesso de suporte' })
    .click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/acesso-suporte'));
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso de suporte' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByRole('row')).toHaveCount(11, { timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);

  // An empty search is not sent; a name is.
  const search = page.getByRole('searchbox', { name: 'Buscar usuário' });
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Digite um nome ou e-mail para buscar.');
  await search.fill('bruno');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Acessar conta de Bruno Lima' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Acessar a conta de Bruno Lima?');
  expect(await axeViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Acessar' }).click();

  // Bruno's account, said on every screen; no administration, no support link.
  await expect(page).toHaveURL(tenantUrl('horizonte', '/'));
  const banner = page.getByRole('complementary', { name: 'Acesso de suporte' });
  await expect(banner).toContainText('Você está acessando a conta de Bruno Lima como suporte.');
  await expect(page.getByRole('heading', { name: 'Olá! O que vamos aprender hoje?' })).toBeVisible({
    timeout: 15_000,
  });
  await topBar(page).getByRole('button', { name: 'Menu de Bruno' }).click();
  const menu = page.getByRole('dialog', { name: /Bruno/ });
  await expect(menu.getByRole('link', { name: 'Meu perfil' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Administração/ })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Acesso de suporte' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // His journey is his.
  await page.goto(tenantUrl('horizonte', '/myJourney/historic'));
  await expect(banner).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Meu histórico' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  expect(await axeViolations(page)).toEqual([]);

  // The way back: the support user's own session again, on the support screen.
  await banner.getByRole('button', { name: 'Sair do acesso de suporte' }).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/acesso-suporte'));
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Usuários' })).toBeVisible({ timeout: 15_000 });

  // A phone: cards, more as the list scrolls.
  await page.setViewportSize({ width: 375, height: 740 });
  const cards = page.getByRole('list', { name: 'Usuários' });
  await expect(cards.getByRole('listitem')).toHaveCount(10, { timeout: 15_000 });
  await cards.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => cards.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(10);
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // A learner asking the server directly is refused.
  const token = await apiToken(request, 'horizonte', 'bruno@horizonte.test');
  const refused = directAs('horizonte', '/api/login/support-access', token);
  const answer = await request.post(refused.url, {
    headers: refused.headers,
    data: { idUser: 2 },
  });
  expect(answer.status()).toBe(403);
  expect((await answer.json()).message).toBe(
    'Apenas a equipe de suporte pode acessar a conta de outro usuário.',
  );
});
