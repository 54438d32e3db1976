// Plans and trial (learning-area.md 2.4, 4.8, 5, 9; content-app.md 9) against the reference API. On
// horizonte the administrator presses the Upgrade block's 'Restam 12 dias' and goes through the whole
// plan flow to the confirmation, and the request is stored at the calculator's price; at 375 px the
// Enterprise plan's contact form says the spec's messages. On degustacao (a test tenant whose trial ended
// on a fixed date) the expired plan modal comes 5 s after the home opened and again 5 s after each
// close, on Playwright's clock. axe on each dialog at 1280 and 375 px.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { openSignedIn, startSignedIn, tenantUrl, watchCsp, expectNoSideScroll } from './support';

async function openLearningHome(page: Page) {
  await page.goto(tenantUrl('horizonte', '/'));
  const home = page.locator('[data-learning-home]');
  await expect(home.locator('[data-block="Upgrade"]')).toBeVisible({ timeout: 15_000 });
  return home;
}

async function openPlans(page: Page) {
  const home = await openLearningHome(page);
  await home.locator('[data-block="Upgrade"]').getByRole('button', { name: 'Restam 12 dias' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Conheça os planos' });
  await expect(upgrade.getByRole('listitem').filter({ hasText: 'Plano Enterprise' })).toBeVisible();
  return upgrade;
}

test.describe('the administrator of horizonte', () => {
  test.beforeEach(async ({ page, request }) => {
    await startSignedIn(page, request, 'horizonte', 'admin@horizonte.test');
  });

  test('goes from the home through the plan flow to the confirmation, and requests the plan', async ({
    page,
  }) => {
    // The react-aria fields and the zod form draw under the strict CSP.
    const csp = watchCsp(page);
    const upgrade = await openPlans(page);
    const equipes = upgrade
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Plano Equipes' }) });
    await expect(equipes.getByText('Em degustação · Restam 12 dias')).toBeVisible();
    await equipes.getByRole('button', { name: 'Mostrar mais detalhes' }).click();
    await expect(equipes.getByText('Avaliações, pesquisas e relatórios')).toBeVisible();
    await expect(equipes.getByRole('button', { name: 'Mostrar menos detalhes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await axeViolations(page)).toEqual([]);

    await equipes.getByRole('button', { name: 'Contratar o Plano Equipes' }).click();
    await page
      .getByRole('dialog', { name: 'Plano Equipes' })
      .getByRole('button', { name: 'Simular valor' })
      .click();

    const calculator = page.getByRole('dialog', { name: 'Simule o valor do plano' });
    const users = calculator.getByRole('textbox', { name: /Número de usuários/ });
    await expect(calculator.getByRole('table')).toHaveCount(0);
    await users.fill('101');
    await expect(calculator.getByRole('table')).toBeVisible();
    await expect(calculator.getByRole('status')).toHaveText('R$\u00a05.550,00');
    expect(await axeViolations(page)).toEqual([]);
    await calculator.getByRole('button', { name: 'Continuar' }).click();

    const detail = page.getByRole('dialog', { name: 'Confira o seu pedido' });
    await expect(detail.getByText('101 usuários')).toBeVisible();
    await detail.getByRole('button', { name: 'Contratar' }).click();

    const confirm = page.getByRole('alertdialog', {
      name: 'Confirma o pedido de contratação do Plano Equipes para 101 usuários por R$\u00a05.550,00 por mês?',
    });
    await expect(confirm).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/learning/plans/request-plan'),
    );
    await confirm.getByRole('button', { name: 'Enviar pedido' }).click();
    const sent = await answer;
    expect(sent.status()).toBe(200);
    expect(sent.request().postDataJSON()).toEqual({ idPlan: 2, numberOfLicences: 101, price: 5550 });
    await expect(page.getByRole('dialog', { name: 'Pedido enviado!' })).toBeVisible();
    csp.expectNone();
  });

  test('at 375 px, simulates every tier and writes to sales about the Enterprise plan in the form’s words', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const csp = watchCsp(page);
    const upgrade = await openPlans(page);
    await expectNoSideScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    // The simulation of every tier fits a phone.
    await upgrade.getByRole('button', { name: 'Contratar o Plano Equipes' }).click();
    await page.getByRole('button', { name: 'Simular valor' }).click();
    const calculator = page.getByRole('dialog', { name: 'Simule o valor do plano' });
    await calculator.getByRole('textbox', { name: /Número de usuários/ }).fill('5001');
    await expect(calculator.getByRole('status')).toHaveText('R$\u00a0156.770,00');
    await expect(calculator.getByRole('row')).toHaveCount(7);
    await expectNoSideScroll(page);
    expect(
      await calculator
        .locator('table')
        .evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await calculator.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('dialog', { name: 'Plano Equipes' }).getByRole('button', { name: 'Voltar' }).click();

    const enterprise = upgrade
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Plano Enterprise' }) });
    await enterprise.getByRole('button', { name: 'Falar com a equipe comercial' }).click();

    const form = page.getByRole('dialog', { name: 'Fale com a nossa equipe comercial' });
    await expect(form.getByRole('textbox', { name: /Nome/ })).toHaveValue('Helena Prado');
    await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('readonly', '');
    await expect(form.getByRole('combobox', { name: 'Número de colaboradores' })).toHaveValue('1 - 100');
    await form.getByRole('button', { name: 'Enviar' }).click();
    const phone = form.getByRole('textbox', { name: /Telefone/ });
    await expect(form.getByText('Telefone obrigatório')).toBeVisible();
    await expect(phone).toBeFocused();
    await phone.pressSequentially('1198765');
    await expect(phone).toHaveValue('(11) 98765');
    await expect(form.getByText('Telefone incompleto')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await phone.pressSequentially('4321');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await form.getByRole('combobox', { name: 'Número de colaboradores' }).selectOption('> 2500');
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/learning/plans/contact-trial'),
    );
    await form.getByRole('button', { name: 'Enviar' }).click();
    expect((await answer).status()).toBe(200);
    await expect(
      page.getByText('Recebemos o seu contato! Nossa equipe comercial falará com você em breve.'),
    ).toBeVisible();
    await expectNoSideScroll(page);
    csp.expectNone();
  });
});

test.describe('a company whose trial is over', () => {
  for (const width of [1280, 375]) {
    test(`shows the expired modal 5 s after the home opened, and every 5 s after a close (${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.clock.install();
      await openSignedIn(page, request, 'degustacao', 'gestora@degustacao.test');
      await expect(page.getByRole('link', { name: /Biblioteca/ }).first()).toBeVisible({ timeout: 15_000 });
      const expired = page.getByRole('dialog', { name: 'Sua degustação terminou' });
      await page.clock.runFor(4_000);
      await expect(expired).toHaveCount(0);
      await page.clock.runFor(1_000);
      await expect(expired).toBeVisible();
      await expect(
        expired.getByText(
          'Você pode estender a degustação uma única vez, por mais 7 dias, ou contratar um plano agora.',
        ),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await expired.getByRole('button', { name: 'Fechar' }).click();
      await expect(expired).toHaveCount(0);
      await page.clock.runFor(4_000);
      await expect(expired).toHaveCount(0);
      await page.clock.runFor(1_000);
      await expect(expired).toBeVisible();
      await expect(expired.getByRole('button', { name: 'Estender por 7 dias' })).toBeVisible();
    });
  }
});
