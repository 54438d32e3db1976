import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { direct, PASSWORD, signIn, tenantUrl } from './support';

test.describe('login in two steps', () => {
  test('an unknown login is refused at the first step', async ({ page }) => {
    await page.goto(tenantUrl('aurora', '/login'));
    await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Login' }).fill('ninguem@aurora.test');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await expect(page.getByText('Usuário inválido.')).toBeVisible();
    await expect(page.getByLabel('Senha')).toHaveCount(0);
  });

  test('a wrong password is refused, editing the login goes back to step one, Enter submits', async ({
    page,
  }) => {
    await page.goto(tenantUrl('aurora', '/login'));
    const login = page.getByRole('textbox', { name: 'Login' });
    await login.fill('ana@aurora.test');
    await login.press('Enter');
    await expect(page.getByRole('button', { name: 'Fazer login' })).toBeVisible();
    await page.getByLabel('Senha').fill('errada123');
    await page.getByLabel('Senha').press('Enter');
    await expect(page.getByText('Senha ou usuário inválido.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fazer login' })).toBeEnabled();

    await login.fill('ana@aurora.tes');
    await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();
    await expect(page.getByLabel('Senha')).toHaveCount(0);

    await login.fill('ana@aurora.test');
    await login.press('Enter');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByLabel('Senha').press('Enter');
    await expect(page).toHaveURL(tenantUrl('aurora', '/'));
  });

  test('a signed-out visit goes to the login and comes back to the page asked for', async ({ page }) => {
    await page.goto(tenantUrl('laboratorio', '/biblioteca/2?idSection=2'));
    await expect(page).toHaveURL(tenantUrl('laboratorio', '/login'));
    await signIn(page, 'laboratorio', 'lia@laboratorio.test', '/login');
    await expect(page).toHaveURL(tenantUrl('laboratorio', '/biblioteca/2?idSection=2'));
    await expect(page.getByRole('heading', { name: 'Biblioteca' })).toBeVisible();
  });
});

test.describe('forgot password and first access', () => {
  test('sends the e-mail, shows the toast and closes the form', async ({ page }) => {
    await page.goto(tenantUrl('aurora', '/login'));
    await page.getByRole('textbox', { name: 'Login' }).fill('ana@aurora.test');
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Login' })).toHaveValue('ana@aurora.test');
    await page.getByRole('button', { name: 'ENVIAR E-MAIL' }).click();
    await expect(page.getByText('E-mail enviado com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();
  });

  // horizonte: an app of type 1, whose first access e-mails the login (aurora's, type 2, is by phone:
  // activation.spec.ts).
  test('shows the error for an unknown login and keeps what was typed', async ({ page }) => {
    await page.goto(tenantUrl('horizonte', '/login'));
    await page.getByRole('button', { name: 'Primeiro acesso?' }).click();
    await expect(page.getByRole('heading', { name: 'Novo por aqui?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Login' }).fill('ninguem@horizonte.test');
    await page.getByRole('button', { name: 'ENVIAR E-MAIL' }).click();
    await expect(page.getByText('Erro ao enviar e-mail!')).toBeVisible();
    await expect(page.getByText('Erro ao enviar e-mail.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Login' })).toHaveValue('ninguem@horizonte.test');
    await page.getByRole('button', { name: 'VOLTAR' }).click();
    await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();
  });

  test('shows ENVIANDO while sending', async ({ page }) => {
    await page.route('**/api/login/forgot', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(tenantUrl('aurora', '/login'));
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    await page.getByRole('textbox', { name: 'Login' }).fill('ana@aurora.test');
    await page.getByRole('button', { name: 'ENVIAR E-MAIL' }).click();
    await expect(page.getByRole('button', { name: 'ENVIANDO' })).toBeDisabled();
    await expect(page.getByText('E-mail enviado com sucesso!')).toBeVisible();
  });
});

test('a token in the URL signs in automatically and goes to the home', async ({ page, browser }) => {
  await signIn(page, 'horizonte', 'bruno@horizonte.test');
  await expect(page).toHaveURL(tenantUrl('horizonte', '/'));
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('wl.menuData')!).token as string);
  const fresh = await browser.newPage();
  await fresh.goto(tenantUrl('horizonte', `/login?token=${encodeURIComponent(token)}`));
  await expect(fresh).toHaveURL(tenantUrl('horizonte', '/'));
  await expect(fresh.getByTestId('top-bar')).toContainText('Horizonte Educação Corporativa');
  await fresh.close();
});

test('a link token in the URL signs in once', async ({ page, browser, request }) => {
  await signIn(page, 'horizonte', 'bruno@horizonte.test');
  await expect(page).toHaveURL(tenantUrl('horizonte', '/'));
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('wl.menuData')!).token as string);
  const { url, headers } = direct('horizonte', '/api/login/linktoken');
  const minted = await request.post(url, {
    headers: { ...headers, Authorization: `Bearer ${session}` },
    data: { purpose: 'login' },
  });
  expect(minted.status()).toBe(200);
  const { linkToken } = (await minted.json()) as { linkToken: string };
  const address = tenantUrl('horizonte', `/login?token=${encodeURIComponent(linkToken)}`);

  const first = await browser.newPage();
  await first.goto(address);
  await expect(first).toHaveURL(tenantUrl('horizonte', '/'));
  await expect(first.getByTestId('top-bar')).toContainText('Horizonte Educação Corporativa');
  await first.close();

  // Used up: the same address no longer signs anyone in.
  const second = await browser.newPage();
  await second.goto(address);
  await expect(second.getByRole('textbox', { name: 'Login' })).toBeVisible();
  expect(await second.evaluate(() => JSON.parse(localStorage.getItem('wl.menuData') ?? 'null'))).toBeNull();
  await second.close();
});

test('the company login of a tenant without a provider says so in pt-BR, passes axe and leads back', async ({
  page,
}) => {
  await page.goto(tenantUrl('horizonte', '/api/login/sso/2/2?callback=%2Flogin'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Login pela empresa indisponível' }),
  ).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 740 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByRole('link', { name: 'Voltar ao login' }).click();
  await expect(page).toHaveURL(/\/login\?byPassSSO=true$/);
  await expect(page.getByRole('textbox', { name: 'Login' })).toBeVisible();
});
