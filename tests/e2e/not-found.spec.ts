// The catch-all (learning-area.md 2.2 and 8): every address that matches no screen and no section
// of the menu reads 'PÁGINA NÃO ENCONTRADA.' inside the signed-in frame, with the way home.
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { startSignedIn, tenantUrl } from './support';

const tenants = [
  { tenant: 'aurora', email: 'ana@aurora.test', name: 'Aurora Conteúdos' },
  { tenant: 'horizonte', email: 'bruno@horizonte.test', name: 'Horizonte Educação Corporativa' },
];

const unknownPaths = [
  '/pagina-que-nao-existe',
  '/secao-que-nao-existe/98765',
  '/cursos/abc',
  '/cursos/3/muito/mais/fundo',
  // Under a learning prefix, past every learning pattern (aurora has no learning area at all).
  '/catalog/HZ/1/mais/fundo',
];

for (const { tenant, email, name } of tenants) {
  test(`${tenant}: an unknown address shows PÁGINA NÃO ENCONTRADA. in the frame, and axe finds nothing`, async ({
    page,
    request,
  }) => {
    await startSignedIn(page, request, tenant, email);
    for (const path of unknownPaths) {
      await page.goto(tenantUrl(tenant, path));
      await expect(page.getByRole('heading', { level: 1, name: 'PÁGINA NÃO ENCONTRADA.' })).toBeVisible();
      await expect(page.getByText('Seção não disponível')).toHaveCount(0);
      await expect(page.getByTestId('top-bar')).toBeVisible();
      await expect(page).toHaveTitle(`Página não encontrada | ${name}`);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(tenantUrl(tenant, '/'));
    await expect(page).toHaveTitle(name);
  });
}

test('signed out, an unknown address asks for the login first and shows the page after it', async ({
  page,
}) => {
  await page.goto(tenantUrl('aurora', '/pagina-que-nao-existe/1/2'));
  await expect(page).toHaveURL(tenantUrl('aurora', '/login'));
  await page.getByRole('textbox', { name: 'Login' }).fill('ana@aurora.test');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Senha').fill('Senha1234');
  await page.getByRole('button', { name: 'Fazer login' }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', '/pagina-que-nao-existe/1/2'));
  await expect(page.getByRole('heading', { level: 1, name: 'PÁGINA NÃO ENCONTRADA.' })).toBeVisible();
});
