// The home's prompts (issue 20 item 3; content-app.md 2.1, 2.8, 4): one at a time, in the spec's order.
// horizonte has lastContentRedirect on, aurora off. caio@horizonte.test has the onboarding pending and
// one new campaign (single); dora@horizonte.test three (list); edu@aurora.test two (multiple). Their
// tracking records are made here through the API, as the content page makes them. axe at 1280 and
// 375 px on each prompt.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { apiToken, directAs, signIn, tenantUrl } from './support';

const returnPrompt = (page: Page) => page.getByRole('dialog', { name: 'Continuar de onde parou?' });
const onboarding = (page: Page) => page.getByRole('dialog', { name: 'Boas-vindas' });
const campaigns = (page: Page, name: 'Nova campanha' | 'Novas campanhas') =>
  page.getByRole('dialog', { name });
const learningHome = (page: Page) => page.getByRole('heading', { name: 'Olá! O que vamos aprender hoje?' });

/** A view of a content, recorded as the content page records it when the learner leaves it. */
async function tracked(
  request: APIRequestContext,
  tenant: string,
  email: string,
  id: number,
  idSection: number,
) {
  const exit = directAs(tenant, '/api/tracking/exit', await apiToken(request, tenant, email));
  const timeStart = new Date(Date.now() - 60_000).toISOString().slice(0, 19).replace('T', ' ');
  const response = await request.post(exit.url, {
    headers: exit.headers,
    data: { timeStart, idNavigationItem: id, idNavigationType: 1, idSection, timeExecuted: 30 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** axe with the prompt open, at 1280 px and at 375 px (where its buttons stay on screen). */
async function accessibleAtBothSizes(page: Page, lastButton: string) {
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('dialog').getByRole('button', { name: lastButton })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const notified = (page: Page) =>
  page.waitForResponse((response) => /\/campaign\/\d+\/users\/\d+\/notified$/.test(response.url()));

test('after sign-in: onboarding, then the return prompt, then the campaign; accepting opens the content', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await tracked(request, 'horizonte', 'caio@horizonte.test', 4, 3);
  await signIn(page, 'horizonte', 'caio@horizonte.test');
  // The onboarding first: nothing else opens over it.
  await expect(onboarding(page)).toBeVisible({ timeout: 15_000 });
  await expect(returnPrompt(page)).toHaveCount(0);
  await expect(campaigns(page, 'Nova campanha')).toHaveCount(0);
  await onboarding(page).getByRole('button', { name: 'Ver depois' }).click();

  const offer = returnPrompt(page);
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Da última vez você estava em “Introdução à análise de dados');
  await expect(campaigns(page, 'Nova campanha')).toHaveCount(0);
  await accessibleAtBothSizes(page, 'Voltar ao conteúdo');
  await offer.getByRole('button', { name: 'Agora não' }).click();

  // The campaign last: single, the campaign whole.
  const single = campaigns(page, 'Nova campanha');
  await expect(single).toBeVisible();
  await expect(single.getByRole('heading', { name: 'Semana da Inovação' })).toBeVisible();
  await expect(single).toContainText('Participar de um encontro');
  await expect(single).toContainText('25 pontos');
  await accessibleAtBothSizes(page, 'Entendi');
  const recorded = notified(page);
  await single.getByRole('button', { name: 'Entendi' }).click();
  expect((await recorded).status()).toBe(200);
  await expect(single).toHaveCount(0);

  // A reload: the prompts were answered, none comes back.
  await page.reload();
  await expect(learningHome(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The next sign-in offers the content again; accepting opens it with its section.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'horizonte', 'caio@horizonte.test');
  await onboarding(page).getByRole('button', { name: 'Ver depois' }).click();
  await returnPrompt(page).getByRole('button', { name: 'Voltar ao conteúdo' }).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/content/4?idSection=3'));
  await expect(page.getByRole('heading', { level: 1, name: /Introdução à análise de dados/ })).toBeVisible();
  // A plain visit of the home is not an arrival from the login: no prompt, and the campaign is gone.
  await page.goto(tenantUrl('horizonte', '/'));
  await expect(learningHome(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Back to the home the login opened: its history entry forgot the sign-in.
  await page.goBack();
  await page.goBack();
  await expect(learningHome(page)).toBeVisible();
  await expect(returnPrompt(page)).toHaveCount(0);
});

test('list: three new campaigns at once; Escape records them all', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'horizonte', 'dora@horizonte.test');
  const list = campaigns(page, 'Novas campanhas');
  await expect(list).toBeVisible({ timeout: 15_000 });
  // Never tracked: no return prompt came before it.
  await expect(returnPrompt(page)).toHaveCount(0);
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    'Campanha Aprender Juntos',
    'Desafio Segurança da Informação',
    'Semana da Inovação',
  ]);
  await expect(list).toContainText('Concluir um curso');
  await accessibleAtBothSizes(page, 'Entendi');
  const recorded = Promise.all([notified(page), notified(page), notified(page)]);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await recorded;
  await page.reload();
  await expect(learningHome(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('multiple: two new campaigns one after the other; no return prompt on aurora; the content page names its campaign', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await tracked(request, 'aurora', 'edu@aurora.test', 21, 6);
  await signIn(page, 'aurora', 'edu@aurora.test');
  const paged = campaigns(page, 'Novas campanhas');
  await expect(paged).toBeVisible({ timeout: 15_000 });
  // aurora has lastContentRedirect off: the tracked content is not offered.
  await expect(returnPrompt(page)).toHaveCount(0);
  await expect(paged.getByRole('heading', { name: 'Aprender é um hábito 2026' })).toBeVisible();
  await expect(paged).toContainText('Campanha 1 de 2');
  await accessibleAtBothSizes(page, 'Próxima');
  await paged.getByRole('button', { name: 'Próxima' }).click();
  await expect(paged.getByRole('heading', { name: 'Maratona de Vendas' })).toBeVisible();
  await expect(paged).toContainText('Campanha 2 de 2');
  await expect(paged.getByRole('button', { name: 'Anterior' })).toBeVisible();
  const recorded = Promise.all([notified(page), notified(page)]);
  await paged.getByRole('button', { name: 'Entendi' }).click();
  await recorded;
  await expect(paged).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(tenantUrl('aurora', '/content/20?idSection=6'));
  await expect(page.getByRole('note')).toHaveText(
    'Este conteúdo vale pontos na campanha Maratona de Vendas.',
  );
  expect(await axeViolations(page)).toEqual([]);
});
