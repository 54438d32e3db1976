import { expect, test } from '@playwright/test';
import { fetchFromServer, signIn, tenantUrl } from './support';

test.beforeEach(async ({ page }) => {
  await signIn(page, 'laboratorio', 'lia@laboratorio.test');
  await expect(page).toHaveURL(tenantUrl('laboratorio', '/'));
});

test('a section of an unknown type shows "Seção não disponível" and the rest of the page works', async ({
  page,
}) => {
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  await menu.getByRole('link', { name: 'Em breve' }).click();
  await expect(page).toHaveURL(/\/em-breve\/3/);
  await expect(page.getByText('Seção não disponível')).toBeVisible();
  await menu.getByRole('link', { name: 'Biblioteca' }).click();
  await expect(page.getByRole('link', { name: /Guia de testes de aceitação/ })).toBeVisible();
});

test('an invalid item of a section payload breaks only itself', async ({ page }) => {
  await page.route('**/api/content/list/2', async (route) => {
    const response = await fetchFromServer(route);
    const body = await response.json();
    body.content[1] = { ...body.content[1], text: '' };
    await route.fulfill({ response, json: body });
  });
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Biblioteca' })
    .click();
  await expect(page.getByRole('link', { name: /Guia de testes de aceitação/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Checklist de publicação/ })).toBeVisible();
  await expect(page.getByText('Este item não pôde ser exibido.')).toHaveCount(1);
});

test('an invalid section payload breaks only that section, the frame keeps working', async ({ page }) => {
  await page.route('**/api/content/list/2', (route) =>
    route.fulfill({ json: { success: true, content: 'nada' } }),
  );
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  await menu.getByRole('link', { name: 'Biblioteca' }).click();
  await expect(page.getByText('Houve algum erro durante o carregamento das informações')).toBeVisible();
  await menu.getByRole('link', { name: 'Destaques' }).click();
  await expect(page.getByRole('link', { name: /Vídeo: revisão de código/ })).toBeVisible();
});

test('designer preview shows the JSON pointer and the rule that failed', async ({ page }) => {
  await page.route('**/api/content/list/2', async (route) => {
    const response = await fetchFromServer(route);
    const body = await response.json();
    body.content[2].idContentType = 'pdf';
    await route.fulfill({ response, json: body });
  });
  await page.goto(tenantUrl('laboratorio', '/biblioteca/2?idSection=2&preview=1'));
  await expect(page.getByText('/2/idContentType')).toBeVisible();
  await expect(page.getByText('type', { exact: true })).toBeVisible();
});
