// The terms gate (issue 19 item 1; learning-area.md 2.2, 4.12, 5; content-app.md 4, 5), as a new user
// meets it: nina@horizonte.test and rita@aurora.test have not accepted their tenant's terms. The gate
// holds until every box is ticked, the server refuses other calls meanwhile, 'Sair' signs out, and the
// acceptance opens the home. axe at 1280 and 375 px.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { direct, signIn, tenantUrl, expectNoSideScroll } from './support';

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('wl.menuData') ?? 'null') as { token: string }).token);

test('a learner who owes the terms is held at /terms until every box is ticked; Sair signs out', async ({
  page,
  request,
}) => {
  // A long walk through several screens, axe included: slow on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, 'horizonte', 'nina@horizonte.test');
  await expect(page).toHaveURL(tenantUrl('horizonte', '/terms'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
  await expect(page.getByText('Termos de uso da Horizonte Educação Corporativa')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Termo de responsabilidade sobre dados de clientes' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The server holds the gate too: the session is refused everywhere else.
  const token = await storedToken(page);
  const { url, headers } = direct('horizonte', '/api/users/4');
  const refused = await request.get(url, { headers: { ...headers, authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Você precisa aceitar os termos para continuar.');
  // Typing another address lands here again.
  await page.goto(tenantUrl('horizonte', '/myJourney/registered'));
  await expect(page).toHaveURL(tenantUrl('horizonte', '/terms'));

  const agreement = page.getByRole('checkbox', { name: 'Li e aceito os termos de uso.' });
  const responsibility = page.getByRole('checkbox', {
    name: 'Li e aceito: Termo de responsabilidade sobre dados de clientes',
  });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Você precisa aceitar os termos para continuar.');
  await agreement.check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Você precisa aceitar os termos para continuar.');
  await expect(page).toHaveURL(tenantUrl('horizonte', '/terms'));

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Declining ends the session: the old token is worth nothing.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/login'));
  await expect
    .poll(async () =>
      (await request.get(url, { headers: { ...headers, authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);

  // Back again: every box, then the home.
  await signIn(page, 'horizonte', 'nina@horizonte.test');
  await expect(page).toHaveURL(tenantUrl('horizonte', '/terms'), { timeout: 15_000 });
  await agreement.check();
  await responsibility.check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  // horizonte recommends: the topics of interest come next (learning-area.md 4.12).
  const topics = page.getByRole('region', { name: 'Seus temas de interesse' });
  await expect(topics).toBeVisible({ timeout: 15_000 });
  const firstTopic = topics.getByRole('checkbox').first();
  await expect(firstTopic).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
  await firstTopic.check();
  await expect(topics.getByText('1 tema escolhido.')).toBeVisible();
  await topics.getByRole('searchbox', { name: 'Buscar temas' }).fill('zzzz-nenhum');
  await expect(topics.getByText('Nenhum tema encontrado.')).toBeVisible();
  await topics.getByRole('button', { name: 'Salvar temas' }).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Olá! O que vamos aprender hoje?' })).toBeVisible({
    timeout: 15_000,
  });
  const after = await request.get(url, {
    headers: { ...headers, authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(after.status()).toBe(200);
  // Accepted once: the next sign-in goes straight home.
  await page.goto(tenantUrl('horizonte', '/terms'));
  await expect(page).toHaveURL(tenantUrl('horizonte', '/'));
});

test('the content app shows its terms as a modal at the home, and the home once accepted', async ({
  page,
}) => {
  // A long walk through several screens, axe included: slow on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, 'aurora', 'rita@aurora.test');
  const dialog = page.getByRole('dialog', { name: 'Termos de uso' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(tenantUrl('aurora', '/'));
  await expect(dialog.getByText('Termos de uso do Aurora Conteúdos')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Você precisa aceitar os termos para continuar.');
  await dialog.getByRole('checkbox', { name: 'Li e aceito os termos de uso.' }).check();
  await dialog.getByRole('checkbox', { name: 'Aceito receber comunicações da empresa.' }).check();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible({
    timeout: 15_000,
  });
});
