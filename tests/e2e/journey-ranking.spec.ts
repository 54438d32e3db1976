// The journey's gamification ranking on horizonte (learning-area.md 2.2, 2.4, 7.5, 8, 9), reached from
// the home's user menu as bruno: his own position and points (8th, 290, as his points list sums), the
// top 3 said with a medal, page 2 of the 35 learners, a department he is not in answers 'Você nao faz
// parte desse departamento. Altere ou remova o filtro.', and the campaign's rules in a dialog. Carla,
// in no campaign, has no ranking in her menu.
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openSignedIn, expectNoSideScroll } from './support';

test('bruno finds his place in the ranking, pages, filters and reads the rules', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  await page.getByRole('button', { name: /Bruno/ }).click({ timeout: 15_000 });
  await page.getByRole('dialog').getByRole('link', { name: 'Ranking', exact: true }).click();
  await expect(page).toHaveURL(/\/myJourney\/gamification$/);

  const own = page.getByRole('region', { name: 'Sua posição' });
  await expect(own.locator('[data-own-position]')).toHaveText('8º', { timeout: 15_000 });
  await expect(own.locator('[data-own-points]')).toHaveText('290');
  const table = page.getByRole('table', { name: 'Ranking da Campanha Aprender Juntos' });
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  // The top 3 (two tied first, then third) carry a medal screen readers read; bruno's row is marked.
  await expect(table.getByRole('row').nth(1)).toContainText('Medalha de ouro, 1º');
  await expect(table.getByRole('row').nth(3)).toContainText('Medalha de bronze, 3º');
  await expect(table.locator('tr[aria-current="true"]')).toContainText('Bruno Lima (você)');

  expect(await axeViolations(page)).toEqual([]);
  await expectNoSideScroll(page);

  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(table.locator('tr[data-position]').first()).toHaveAttribute('data-position', '11');
  await expect(table.getByRole('rowheader')).toHaveCount(10);

  await page.getByLabel('Departamento').selectOption({ label: 'Tecnologia' });
  await expect(own.getByRole('alert')).toHaveText(
    'Você nao faz parte desse departamento. Altere ou remova o filtro.',
  );
  // The department's own ranking, from its first page.
  await expect(table.locator('tr[data-position]').first()).toHaveAttribute('data-position', '1');
  await expect(page.getByRole('status').filter({ hasText: 'participantes' })).toHaveText('7 participantes');

  await page.getByRole('button', { name: 'Regras da campanha' }).click();
  const rules = page.getByRole('dialog', { name: /Regras da campanha/ });
  await expect(rules).toContainText('Concluir um curso: 50 pontos');
  await expect(rules).toContainText('Período: 01/01/2026 a');
  expect(await axeViolations(page)).toEqual([]);
  await rules.getByRole('button', { name: 'Fechar' }).click();
  await expect(rules).toBeHidden();

  // A phone: the same ranking without sideways scroll, and still accessible.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel('Departamento').selectOption({ label: 'Todos' });
  await expect(own.locator('[data-own-position]')).toHaveText('8º');
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('carla, in no campaign, has no ranking in her journey', async ({ page, request }) => {
  await openSignedIn(page, request, 'horizonte', 'carla@horizonte.test');
  await page.getByRole('button', { name: /Carla/ }).click({ timeout: 15_000 });
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Meu histórico', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Ranking', exact: true })).toHaveCount(0);
});
