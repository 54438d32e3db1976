// The learner's profile and password in the learning area (issue 19 item 3; learning-area.md 2.2
// /editPerfil, 4.13, 5, 8): reached from the user menu; the form checks with the spec's words, a wrong
// current password is 'Senha atual incorreta', and a change signs out the learner's other browser.
// otavio@horizonte.test is the demo user this file changes the password of (and changes it back).
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { direct, PASSWORD, startSignedIn, tenantUrl, expectNoSideScroll } from './support';

const NEW_PASSWORD = 'Trocada2026';

test('the password change checks every rule and ends the other browser’s session', async ({
  page,
  browser,
  request,
}) => {
  // A long walk through several screens, axe included: slow on a busy machine.
  test.setTimeout(120_000);
  await startSignedIn(page, request, 'horizonte', 'otavio@horizonte.test');
  const other = await browser.newPage();
  await startSignedIn(other, request, 'horizonte', 'otavio@horizonte.test');
  await other.goto(tenantUrl('horizonte', '/'));
  await expect(other.getByRole('heading', { name: 'Olá! O que vamos aprender hoje?' })).toBeVisible({
    timeout: 15_000,
  });

  // From the home, by the user menu.
  await page.goto(tenantUrl('horizonte', '/'));
  await page.getByTestId('top-bar').getByRole('button', { name: 'Menu de Otávio' }).click();
  await page
    .getByRole('dialog', { name: /Otávio/ })
    .getByRole('link', { name: 'Meu perfil' })
    .click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/editPerfil'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  const company = page.getByRole('region', { name: 'Dados da empresa' });
  await expect(company).toContainText('Executivo de contas');
  await expect(company).toContainText('Comercial');
  const form = page.getByRole('region', { name: 'Alterar senha' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);

  const current = form.getByLabel('Senha atual');
  const fresh = form.getByLabel('Nova senha', { exact: true });
  const confirmation = form.getByLabel('Confirmar nova senha');
  const save = form.getByRole('button', { name: 'Salvar senha' });
  await save.click();
  await expect(form.getByText('Senha atual obrigatório')).toBeVisible();
  await expect(form.getByText('Nova senha obrigatório')).toBeVisible();
  await fresh.fill('curta1');
  await expect(form.getByText('Ao menos 8 caracteres', { exact: true })).toBeVisible();
  await fresh.fill('semnumeros');
  await expect(form.getByText('Ao menos um número')).toBeVisible();
  await fresh.fill(NEW_PASSWORD);
  await confirmation.fill(`${NEW_PASSWORD}x`);
  await confirmation.blur();
  await expect(
    form.getByText('Esta senha tem que ser idêntica à digitada no campo Nova Senha.'),
  ).toBeVisible();
  await confirmation.fill(NEW_PASSWORD);

  // A wrong current password: refused by the server, and what was typed stays.
  await current.fill('NaoEhEssa1');
  await save.click();
  await expect(form.getByText('Senha atual incorreta')).toBeVisible();
  await expect(fresh).toHaveValue(NEW_PASSWORD);

  await current.fill(PASSWORD);
  await save.click();
  await expect(page.getByText('Senha salva com sucesso.')).toBeVisible();
  await expect(form.getByRole('status')).toHaveText('Senha alterada com sucesso!');

  // The other browser is signed out at its next call; this one goes on.
  await other.reload();
  await expect(other).toHaveURL(tenantUrl('horizonte', '/login'), { timeout: 15_000 });
  await page.goto(tenantUrl('horizonte', '/'));
  await expect(page.getByRole('heading', { name: 'Olá! O que vamos aprender hoje?' })).toBeVisible({
    timeout: 15_000,
  });

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(tenantUrl('horizonte', '/editPerfil'));
  await expect(page.getByRole('region', { name: 'Alterar senha' })).toBeVisible({ timeout: 15_000 });
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // Back to the demo's password, for the next run.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('wl.menuData') ?? 'null') as { token: string }).token,
  );
  const { url, headers } = direct('horizonte', '/api/users/5/change-password');
  const restored = await request.put(url, {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { currentPassword: NEW_PASSWORD, newPassword: PASSWORD },
  });
  expect(restored.status()).toBe(200);
  await other.close();
});
