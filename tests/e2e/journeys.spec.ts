// The journey viewers (content-app.md 2.6: types 15 and 22, 16, 23), walked against the reference API:
// opened from their section (241 "Jornadas interativas"), paged with the buttons, the arrows and the
// "MAPA DE LOCALIZAÇÃO", left with "SAIR DESTE MÓDULO"; the impact journey scrolls its page to anchors.
import { expect, test, type Page } from '@playwright/test';
import { startSignedIn, tenantUrl, watchCsp } from './support';

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
});

const sectionUrl = '/jornadas-interativas/241?idSection=241';
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Progresso na jornada' });
const pageTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('a journey opens from its section and pages with the progress bar, the buttons, the arrows and the map', async ({
  page,
}) => {
  const csp = watchCsp(page);
  await page.goto(tenantUrl('aurora', sectionUrl));
  await page.getByRole('link', { name: 'Primeiros passos na Aurora' }).click();
  await expect(page).toHaveURL(/\/content\/9601\?idSection=241$/);

  // The fixture lists the parts out of order; pages run by classification id.
  await expect(pageTitle(page, 'Boas-vindas à Aurora')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('value', '1');
  await expect(progress(page)).toHaveAttribute('max', '4');
  await expect(page.getByText('Página 1 de 4')).toBeVisible();
  await expect(page.getByRole('button', { name: /Anterior/ })).toBeDisabled();

  await page.getByRole('button', { name: /Próxima/ }).click();
  await expect(pageTitle(page, 'Nossa cultura')).toBeFocused();
  await expect(progress(page)).toHaveAttribute('value', '2');
  await expect(page).toHaveURL(/pagina=2/);
  // An embedded page of the tenant, framed from the app's own origin.
  await expect(
    page.frameLocator('iframe[title="Nossa cultura"]').getByRole('heading', { name: 'Nossa cultura' }),
  ).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(pageTitle(page, 'Ferramentas do dia a dia')).toBeFocused();
  await expect(progress(page)).toHaveAttribute('value', '3');
  await page.keyboard.press('ArrowLeft');
  await expect(pageTitle(page, 'Nossa cultura')).toBeFocused();
  await page.getByRole('button', { name: /Anterior/ }).click();
  await expect(progress(page)).toHaveAttribute('value', '1');

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const map = page.getByRole('dialog', { name: 'MAPA DE LOCALIZAÇÃO' });
  await expect(map.getByRole('listitem')).toHaveText([
    /Boas-vindas à Aurora/,
    /Nossa cultura/,
    /Ferramentas do dia a dia/,
    /Checklist da primeira semana/,
  ]);
  await expect(map.getByRole('button', { name: /Boas-vindas à Aurora/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await map.getByRole('button', { name: /Checklist da primeira semana/ }).click();
  await expect(map).toBeHidden();
  await expect(pageTitle(page, 'Checklist da primeira semana')).toBeFocused();
  await expect(progress(page)).toHaveAttribute('value', '4');
  await expect(page.getByRole('button', { name: /Próxima/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await map.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', sectionUrl));
  await expect(page.getByRole('link', { name: 'Primeiros passos na Aurora' })).toBeVisible();
  csp.expectNone();
});

test('the stepped journey opens one step at a time; opened directly, "SAIR DESTE MÓDULO" goes to its section', async ({
  page,
}) => {
  const csp = watchCsp(page);
  await page.goto(tenantUrl('aurora', '/content/9602?idSection=241'));
  const steps = page.getByRole('list', { name: 'Etapas da jornada' });
  await expect(steps.getByRole('button')).toHaveCount(4);
  await expect(steps.getByRole('button', { name: /Etapa 1/ })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('button', { name: /Etapa 3/ })).toBeDisabled();
  await expect(steps.getByRole('button', { name: /Etapa 3/ })).toContainText('(bloqueada)');

  await page.getByRole('button', { name: /Próxima/ }).click();
  await expect(pageTitle(page, 'Como reconhecer phishing')).toBeFocused();
  await expect(steps.getByRole('button', { name: /Etapa 1/ })).toContainText('(vista)');
  await expect(steps.getByRole('button', { name: /Etapa 3/ })).toBeEnabled();
  await expect(steps.getByRole('button', { name: /Etapa 4/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const map = page.getByRole('dialog', { name: 'MAPA DE LOCALIZAÇÃO' });
  await expect(map.getByRole('button', { name: /Classificação de dados/ })).toBeDisabled();
  await map.getByRole('button', { name: 'SAIR DESTE MÓDULO' }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', sectionUrl));
  csp.expectNone();
});

test("the impact journey groups chapters and scrolls its page to the chosen part's anchor", async ({
  page,
}) => {
  const csp = watchCsp(page);
  await page.goto(tenantUrl('aurora', '/content/9603?idSection=241'));
  await expect(pageTitle(page, 'A história da Marina')).toBeVisible();
  const frame = page.frameLocator('iframe[title]');
  await expect(frame.locator('#escuta-historia')).toBeInViewport();
  await expect(frame.locator('#resolucao-encaminhar')).not.toBeInViewport();

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const map = page.getByRole('dialog', { name: 'MAPA DE LOCALIZAÇÃO' });
  await expect(map.getByRole('heading', { level: 3 })).toHaveText([
    'CAP 1 · Escuta ativa',
    'CAP 2 · Resolução no primeiro contato',
    'CAP 3 · Encantamento',
  ]);
  const chapter2 = map.getByRole('region', { name: 'CAP 2 · Resolução no primeiro contato' });
  await expect(chapter2.getByRole('listitem')).toHaveText([
    /Diagnóstico em três perguntas/,
    /Quando encaminhar/,
  ]);
  await chapter2.getByRole('button', { name: /Quando encaminhar/ }).click();

  await expect(pageTitle(page, 'Quando encaminhar')).toBeFocused();
  await expect(page.getByText('CAP 2 · Resolução no primeiro contato')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('value', '4');
  // The same frame, its own document scrolled to the part's anchor (#resolucao-encaminhar).
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(frame.locator('#resolucao-encaminhar')).toBeInViewport();
  await expect(frame.locator('#escuta-historia')).not.toBeInViewport();
  const scrolled = await frame.locator('html').evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await page.getByRole('button', { name: /Anterior/ }).click();
  await expect(frame.locator('#resolucao-diagnostico')).toBeInViewport();
  csp.expectNone();
});
