import { expect, test } from '@playwright/test';
import { direct, signIn, tenantUrl } from './support';

test('a 401 from the server logs the user out', async ({ page }) => {
  await signIn(page, 'laboratorio', 'caio@laboratorio.test');
  await expect(page).toHaveURL(tenantUrl('laboratorio', '/'));
  // The server no longer knows this token (as after it expires): the next call answers 401.
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('wl.menuData')!);
    localStorage.setItem(
      'wl.menuData',
      JSON.stringify({ ...data, token: 'token-que-o-servidor-nao-conhece' }),
    );
  });
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Biblioteca' })
    .click();
  await expect(page).toHaveURL(tenantUrl('laboratorio', '/login'));
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wl.menuData') ?? 'null'))).toBeNull();
});

test('a token of one tenant is refused by another', async ({ page, request }) => {
  await signIn(page, 'aurora', 'ana@aurora.test');
  await expect(page).toHaveURL(tenantUrl('aurora', '/'));
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('wl.menuData')!).token as string);
  const get = (tenant: string) => {
    const { url, headers } = direct(tenant, '/api/content/find/1');
    return request.get(url, { headers: { ...headers, Authorization: `Bearer ${token}` } });
  };
  const own = await get('aurora');
  expect(own.status()).toBe(200);
  const other = await get('horizonte');
  expect(other.status()).toBe(401);
});

test('offline shows the toast from the spec', async ({ page, context }) => {
  await signIn(page, 'laboratorio', 'lia@laboratorio.test');
  await expect(page).toHaveURL(tenantUrl('laboratorio', '/'));
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Destaques' })
    .click();
  await expect(page.getByText('Parece que você está sem conexão com a internet.')).toBeVisible();
  await context.setOffline(false);
});

test('logout clears the session, goes to the login, and the old token gets 401', async ({
  page,
  request,
}) => {
  await signIn(page, 'laboratorio', 'lia@laboratorio.test');
  await expect(page).toHaveURL(tenantUrl('laboratorio', '/'));
  const { token, loginInfo } = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('wl.menuData')!) as { token: string; loginInfo: { idUser: number } },
  );
  const { url, headers } = direct('laboratorio', `/api/users/${loginInfo.idUser}`);
  const readProfile = () => request.get(url, { headers: { ...headers, Authorization: `Bearer ${token}` } });
  expect((await readProfile()).status()).toBe(200);
  const revoked = page.waitForResponse((response) => response.url().endsWith('/api/login/logout'));
  // 'Sair' is in the top bar's user menu.
  await page
    .getByTestId('top-bar')
    .getByRole('button', { name: /^Menu de / })
    .click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  expect((await revoked).status()).toBe(200);
  await expect(page).toHaveURL(tenantUrl('laboratorio', '/login'));
  const stored = await page.evaluate(() =>
    ['wl.menuData', 'wl.navigationHistory'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual(['null', '[]']);
  expect((await readProfile()).status()).toBe(401);
});
