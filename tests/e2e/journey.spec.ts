// My journey on horizonte (learning-area.md 2.2, 2.4, 4.4, 4.6, 6), reached by clicking from the home:
// the user menu links each tab the learner has; the registered tab names a class that starts later
// (diego enrols in one and lands there); bruno's requests filter by status, page by 10, show a
// justification and are cancelled after a question. Every tab and dialog is checked with axe at 1280
// and 375 px. The history, certificates, ranking and external courses have their own files.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { openSignedIn, tenantUrl, expectNoSideScroll } from './support';

/** Opens the header's user menu (its button holds the learner's first name) and follows a link. */
async function openFromUserMenu(page: Page, firstName: string, link: string) {
  await page.getByRole('button', { name: new RegExp(firstName) }).click({ timeout: 15_000 });
  await page.getByRole('dialog').getByRole('link', { name: link, exact: true }).click({ timeout: 15_000 });
}

test('diego enrols in a class that starts later and lands on the registered tab naming it', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, 'horizonte', 'diego@horizonte.test');
  // The home's course card (HZ-SEG-02 has one class, from 01/02/2027).
  const card = page.locator('article[data-variant]', { has: page.locator('a[href="/catalog/HZ-SEG-02"]') });
  await card.first().getByRole('button', { name: 'fazer matrícula' }).click({ timeout: 15_000 });
  const team = page.getByRole('dialog').locator('[data-team="32"]');
  await team.getByRole('button', { name: 'Matricular-se' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/myJourney\/registered$/, { timeout: 15_000 });
  // The address changes before the journey draws: until then the home stays, and its blocks list the new
  // enrolment too. The row is looked for in the registered tab's panel.
  await expect(page.getByRole('tab', { name: 'Matriculados', selected: true })).toBeVisible({
    timeout: 15_000,
  });
  const row = page
    .getByRole('tabpanel')
    .locator('li', { has: page.getByRole('heading', { name: 'Proteção de Dados (LGPD)' }) });
  await expect(row).toContainText('Turma Fevereiro 2027', { timeout: 15_000 });
  await expect(row).toContainText('Começa em 01/02/2027');
  await expect(row.getByRole('link')).toHaveCount(0);
  // Diego has asked for no place: his menu and tabs have no requests tab, and its address falls back.
  await page.getByRole('button', { name: /Diego/ }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Meu histórico' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Solicitações de matrícula' })).toHaveCount(
    0,
  );
  await page.keyboard.press('Escape');
  await page.goto(tenantUrl('horizonte', '/myjourney/requestEnrollmentStatus'));
  await expect(page).toHaveURL(/\/myJourney\/registered$/, { timeout: 15_000 });
  await expect(page.getByRole('tab', { name: 'Matriculados', selected: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('bruno filters, pages, reads a justification and cancels a request, at 1280 and 375 px', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  await openFromUserMenu(page, 'Bruno', 'Solicitações de matrícula');
  await expect(page).toHaveURL(/\/myJourney\/requestEnrollmentStatus$/);
  const list = page.getByRole('list', { name: 'Solicitações de matrícula' });
  // PENDING only by default.
  await expect(page.getByRole('checkbox', { name: 'Aguardando' })).toBeChecked();
  await expect(
    list.getByRole('heading', { name: 'Gestão de Conflitos - Turma Gestão de Conflitos' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(list).not.toContainText('Reprovado');
  // 'Todos': every status, 10 a page, then page 2.
  await page.getByRole('checkbox', { name: 'Todos' }).check();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // A denied one: its justification.
  await page.getByRole('checkbox', { name: 'Todos' }).uncheck();
  await page.getByRole('checkbox', { name: 'Reprovado' }).check();
  await list
    .getByRole('button', { name: 'Ver justificativa: Liderança Situacional - Turma Gestores Regionais' })
    .first()
    .click();
  const justification = page.getByRole('dialog', { name: 'Justificativa' });
  await expect(justification).toContainText('exclusiva para gestores regionais');
  expect(await axeViolations(page)).toEqual([]);
  await justification.getByRole('button', { name: 'Fechar' }).click();
  // A pending one is cancelled after a question, and leaves the pending list.
  await page.getByRole('checkbox', { name: 'Reprovado' }).uncheck();
  await page.getByRole('checkbox', { name: 'Aguardando' }).check();
  const title = 'Liderança Situacional - Turma Gestores Regionais';
  await list.getByRole('button', { name: `Cancelar solicitação: ${title}` }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Esta ação não pode ser desfeita.');
  expect(await axeViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByText('Solicitação cancelada.')).toBeVisible();
  await expect(list.getByRole('heading', { name: title })).toHaveCount(0);
  // At 375 px: nothing scrolls sideways, and every tab passes axe.
  await page.setViewportSize({ width: 375, height: 740 });
  const tabs = [
    ['Matriculados', 'Cursos em que você está matriculado'],
    ['Solicitações de matrícula', 'Solicitações de matrícula'],
  ];
  for (const [tab, content] of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    // The panel's own list, drawn once its module and its answer came.
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('list', { name: content })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoSideScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  }
  // Both dialogs at 375 px too: a denied request's justification, a pending one's cancel question.
  await page.getByRole('checkbox', { name: 'Todos' }).check();
  await list
    .getByRole('button', { name: /^Ver justificativa:/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Justificativa' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('dialog', { name: 'Justificativa' }).getByRole('button', { name: 'Fechar' }).click();
  await list
    .getByRole('button', { name: /^Cancelar solicitação:/ })
    .first()
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Não' }).click();
});
