// The learning content viewer (learning-area.md 2.4, 4.2, 4.3), signed in as bruno on horizonte, on the
// fixture's path 'Primeiro dia no atendimento' (enrollment 506, no other test touches it): the second
// item stays locked until the first video ends, a seek past the furthest point played snaps back, the
// navigation map pins 'Você está aqui!', and a restricted content says 'Acesso restrito'.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations, isSerious } from './axe';
import { apiToken, directAs, startSignedIn, tenantUrl } from './support';

const BRUNO = 1;
const ENROLLMENT = 506;
const VIDEO = 3601;
const READING = 3602;
const RESTRICTED = 3603;

/** The node enrollment of the path, as the level page creates it on first open (2.2). */
async function nodeEnrollmentOfPath(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, 'horizonte', 'bruno@horizonte.test');
  const create = directAs('horizonte', '/api/learning/node-enrollments/', token);
  const created = await request.post(create.url, {
    headers: create.headers,
    data: { idUser: BRUNO, idEnrollment: ENROLLMENT, nodeCode: 'HZ-ATD-02', idTeam: 15 },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).data.newId;
}

const contentPath = (idContent: number, idNodeEnrollment: number) =>
  `/contentNode/${idContent}/${idNodeEnrollment}/${ENROLLMENT}/${BRUNO}/-`;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
});

test('the second item is locked until the first video ends; seeks past the furthest point snap back; the map pins the current item', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const idNodeEnrollment = await nodeEnrollmentOfPath(request);

  // By its address, the second item is refused while the video before it is not complete.
  await page.goto(tenantUrl('horizonte', contentPath(READING, idNodeEnrollment)));
  await expect(page.getByText('Conclua o item anterior para liberar este conteúdo.')).toBeVisible({
    timeout: 15_000,
  });

  await page.goto(tenantUrl('horizonte', contentPath(VIDEO, idNodeEnrollment)));
  await expect(page.getByRole('heading', { name: 'Boas-vindas da equipe de atendimento' })).toBeVisible({
    timeout: 15_000,
  });
  const next = page.getByRole('button', { name: 'Próximo conteúdo' });
  await expect(next).toBeDisabled();
  await expect(page.getByText('Conclua este conteúdo para liberar o próximo.')).toBeVisible();
  const serious = (lines: string[]) => lines.filter(isSerious);
  expect(serious(await axeViolations(page))).toEqual([]);

  // The navigation map: the whole path, the pin on the video, the reading locked.
  await page.getByRole('button', { name: 'Mapa de navegação' }).click();
  const map = page.getByRole('dialog', { name: 'Mapa de navegação' });
  const here = map.getByRole('listitem').filter({ hasText: 'Boas-vindas da equipe de atendimento' });
  await expect(here.getByText('Você está aqui!')).toBeVisible();
  await expect(map.getByRole('listitem').filter({ hasText: 'Seu primeiro atendimento' })).toContainText(
    'Bloqueado',
  );
  expect(serious(await axeViolations(page))).toEqual([]);
  await map.getByRole('button', { name: 'Fechar' }).click();

  // Seek blocking: a jump 6 s ahead of the furthest point played (0) goes back to it.
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 6;
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(2);

  // Played to its end (quickly): COMPLETED, 'Concluído', and the next item opens.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 4;
    return element.play();
  });
  await expect(page.getByRole('status').filter({ hasText: 'Concluído' })).toBeVisible({ timeout: 20_000 });
  const unlocked = page.getByRole('link', { name: 'Próximo conteúdo' });
  await expect(unlocked).toBeVisible();
  await unlocked.click();
  await expect(page.getByRole('heading', { name: 'Seu primeiro atendimento' })).toBeVisible();
  await expect(page.getByText('Cumprimente, ouça até o fim')).toBeVisible();
  // The server stored it: the map, asked again, shows the video done and nothing locked.
  await page.getByRole('button', { name: 'Mapa de navegação' }).click();
  const after = page.getByRole('dialog', { name: 'Mapa de navegação' });
  await expect(
    after.getByRole('listitem').filter({ hasText: 'Boas-vindas da equipe de atendimento' }),
  ).toContainText('Concluído · 100% concluído');
  await expect(after.getByText('Bloqueado')).toHaveCount(0);
});

test("a restricted content says 'Acesso restrito' without opening it", async ({ page }) => {
  await page.goto(tenantUrl('horizonte', `/contentNode/${RESTRICTED}`));
  const restricted = page.getByRole('status').filter({ hasText: 'Acesso restrito' });
  await expect(restricted).toBeVisible({ timeout: 15_000 });
  await expect(restricted).toContainText(
    'Este conteúdo é restrito para um grupo específico e você não tem permissão para visualizar.',
  );
  await expect(page.getByRole('link', { name: /Baixar/ })).toHaveCount(0);
});

test('a content card of the home opens the viewer outside an enrollment, with its tracking record', async ({
  page,
}) => {
  await page.goto(tenantUrl('horizonte', '/'));
  const card = page
    .locator('[data-block="List"]')
    .getByRole('link', { name: /Senhas fortes e cofres de senha/ })
    .first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  const tracking = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/learning/contents/3302/trackings'),
  );
  await card.click();
  await expect(page).toHaveURL(/\/contentNode\/3302$/);
  await expect(page.getByRole('heading', { name: 'Senhas fortes e cofres de senha' })).toBeVisible();
  await expect(page.getByText('Use o cofre de senhas da empresa')).toBeVisible();
  expect((await tracking).postDataJSON()).toMatchObject({ idContentItem: 3302, learningArea: true });
  // Outside an enrollment: neither the map nor the previous and next buttons.
  await expect(page.getByRole('button', { name: 'Mapa de navegação' })).toHaveCount(0);
});
