// The learner's profile in the learning area (issue 19 item 3; learning-area.md 2.2 /editPerfil, 4.13,
// 5, 7.9): the company's fields read-only, the notification switches (an OPTIONAL one turned off and
// saved survives a reload; a MANDATORY one is on, locked, and says why on keyboard focus) and the
// topics of interest. irene@horizonte.test is the demo user whose choices this file changes.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe';
import { apiToken, directAs, startSignedIn, tenantUrl, expectNoSideScroll } from './support';

const LOGIN = 'irene@horizonte.test';
const IRENE = 6;
const MANDATORY_HINT = 'Esta notificação é uma definição geral do sistema e não pode ser desativada.';

/** 'Novas matrículas' on again, as the demo seeds it: a second run against a kept server starts alike. */
async function resetChoices(request: APIRequestContext) {
  const token = await apiToken(request, 'horizonte', LOGIN);
  const { url, headers } = directAs('horizonte', `/api/notifications/configurations/users/${IRENE}`, token);
  const reset = await request.post(url, {
    headers,
    data: [{ idNotification: 1, type: 'NEW_ENROLLMENT', active: 1 }],
  });
  expect(reset.status()).toBe(200);
}

test('the company’s fields are read-only; an OPTIONAL notification turned off stays off; a MANDATORY one is locked', async ({
  page,
  request,
}) => {
  // A long walk through the profile, axe at two widths included: slow on a busy machine.
  test.setTimeout(120_000);
  await resetChoices(request);
  await startSignedIn(page, request, 'horizonte', LOGIN);

  // From the home, by the user menu.
  await page.goto(tenantUrl('horizonte', '/'));
  await page.getByTestId('top-bar').getByRole('button', { name: 'Menu de Irene' }).click();
  await page.getByRole('dialog', { name: /Irene/ }).getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/editPerfil'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();

  // The company's fields, none of them a field to type in.
  const company = page.getByRole('region', { name: 'Dados da empresa' });
  for (const [label, value] of [
    ['Login', LOGIN],
    ['E-mail', LOGIN],
    ['Matrícula', 'HZ-00421'],
    ['Gestor', 'Paula Rezende'],
    ['Cargo', 'Analista de dados'],
    ['Departamento', 'Tecnologia'],
    ['Unidade', 'Matriz São Paulo'],
    ['Filial', 'Vila Olímpia'],
  ] as const) {
    const field = company.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
    await expect(field.locator('dd')).toHaveText(value, { timeout: 15_000 });
  }
  await expect(company.getByRole('textbox')).toHaveCount(0);

  // The switches by section.
  const notifications = page.getByRole('region', { name: 'Notificações' });
  const learning = notifications.getByRole('group', { name: 'Aprendizagem' });
  const optional = learning.getByRole('switch', { name: 'Novas matrículas' });
  const mandatory = learning.getByRole('switch', { name: 'Lembrete de prazo' });
  await expect(optional).toBeChecked({ timeout: 15_000 });
  await expect(mandatory).toBeChecked();
  await expect(mandatory).toBeDisabled();
  await expect(notifications.getByRole('group', { name: 'Turmas' })).toBeVisible();
  await expect(notifications.getByRole('switch', { name: 'Avisos do sistema' })).toBeDisabled();
  // The DEACTIVATED one is not listed.
  await expect(notifications.getByRole('switch', { name: 'Resumo semanal por e-mail' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The locked one says why, reached by the keyboard.
  const mark = learning.getByRole('button', { name: 'Obrigatória: Lembrete de prazo' });
  await mark.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(mark).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(MANDATORY_HINT);
  await page.keyboard.press('Escape');

  // Off, saved, and still off after a reload.
  await optional.click({ force: true });
  await expect(optional).not.toBeChecked();
  await notifications.getByRole('button', { name: 'Salvar notificações' }).click();
  await expect(page.getByText('Notificações salvas com sucesso.')).toBeVisible();
  await page.reload();
  const reloaded = page
    .getByRole('region', { name: 'Notificações' })
    .getByRole('switch', { name: 'Novas matrículas' });
  await expect(reloaded).not.toBeChecked({ timeout: 15_000 });
  await expect(
    page.getByRole('region', { name: 'Notificações' }).getByRole('switch', { name: 'Lembrete de prazo' }),
  ).toBeChecked();

  // The topics of interest: horizonte has its recommendations on.
  const topics = page.getByRole('region', { name: 'Temas de interesse' });
  await expect(topics.getByRole('searchbox', { name: 'Buscar temas' })).toHaveAttribute('maxlength', '400');
  const first = topics.getByRole('checkbox').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  const topic = (await first.locator('xpath=..').textContent())?.trim() ?? '';
  await first.check();
  await topics.getByRole('button', { name: 'Salvar temas' }).click();
  await expect(page.getByText('Temas salvos com sucesso.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Temas de interesse' }).getByRole('checkbox', { name: topic }),
  ).toBeChecked({ timeout: 15_000 });

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('region', { name: 'Notificações' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Notificações' }).getByRole('switch', { name: 'Novas matrículas' }),
  ).not.toBeChecked({ timeout: 15_000 });
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await resetChoices(request);
});
