import { expect, test } from '@playwright/test';
import { direct, openSignedIn, signIn, tenantUrl, watchCsp } from './support';

test('an unknown host shows that no application matches', async ({ page }) => {
  await page.goto(tenantUrl('desconhecido'));
  await expect(page.getByText('Nenhuma aplicação correspondente a URL')).toBeVisible();
  // The tab says it too, never index.html's 'Carregando...' (issue 20).
  await expect(page).toHaveTitle('Nenhuma aplicação correspondente a URL');
});

test('each tenant renders with its own name and colours', async ({ page }) => {
  const csp = watchCsp(page);
  for (const [tenant, email, name, primary] of [
    ['aurora', 'ana@aurora.test', 'Aurora Conteúdos', 'rgb(15, 118, 110)'],
    ['horizonte', 'bruno@horizonte.test', 'Horizonte Educação Corporativa', 'rgb(30, 58, 138)'],
  ] as const) {
    await signIn(page, tenant, email);
    await expect(page).toHaveURL(tenantUrl(tenant, '/'));
    await expect(page).toHaveTitle(name);
    const topBar = page.getByTestId('top-bar');
    await expect(topBar).toContainText(name);
    await expect(topBar).toHaveCSS('background-color', primary);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/api/app/manifest.webmanifest',
    );
  }
  csp.expectNone();
});

test('the app is served with a strict Content-Security-Policy and a Referrer-Policy', async ({ request }) => {
  const { url, headers } = direct('aurora', '/login');
  const response = await request.get(url, { headers });
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('unsafe-inline');
  expect(response.headers()['referrer-policy']).toBeTruthy();
});

test('a card shows the words of an HTML description, never its tags', async ({ page, request }) => {
  await openSignedIn(
    page,
    request,
    'aurora',
    'ana@aurora.test',
    '/videos-podcasts-e-lives/261?idSection=261',
  );
  await expect(page.getByText('Um recado rápido de 10 segundos', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('<p>', { exact: false })).toHaveCount(0);
  await expect(page.getByText('<strong>', { exact: false })).toHaveCount(0);
});
