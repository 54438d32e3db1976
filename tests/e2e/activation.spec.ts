// First access by phone and PIN (issue 19 item 2; content-app.md 2.3, 5, 8): aurora is an app of
// type 2 whose paulo and livia wait for activation. The PIN is read from the server's development
// outbox (--outbox in playwright.config.ts); a wrong one shows the server's words, the attempt limit
// holds, and the registration signs the user in. axe at 1280 and 375 px.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { PORT, tenantUrl, expectNoSideScroll } from './support';

const outbox = `.data/e2e-outbox-${PORT}.jsonl`;
/** The last PIN the outbox holds for the phone, once one came after `after` lines. */
const pinTo = (digits: string) => {
  const lines = readFileSync(outbox, 'utf8').trim().split('\n');
  const sms = lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((line) => line.to === digits);
  return /\b(\d{6})\b/.exec(sms.at(-1)?.text ?? '')?.[1] ?? '';
};
const linesIn = () => {
  try {
    return readFileSync(outbox, 'utf8').trim().split('\n').length;
  } catch {
    return 0;
  }
};

async function askPin(page: Page, typed: string) {
  await page.goto(tenantUrl('aurora', '/login'));
  await page.getByRole('button', { name: 'Primeiro acesso?' }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', '/activate-user'));
  const phone = page.getByRole('textbox', { name: 'Celular' });
  await phone.fill(typed);
  const before = linesIn();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('status')).toContainText('Enviamos um código por SMS');
  await expect.poll(linesIn).toBeGreaterThan(before);
}

test('a user of an app of type 2 activates by phone and PIN, registers and is signed in', async ({
  page,
}) => {
  // A long walk through several screens, axe included: slow on a busy machine.
  test.setTimeout(120_000);
  await page.goto(tenantUrl('aurora', '/login'));
  await page.getByRole('button', { name: 'Primeiro acesso?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Primeiro acesso' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const phone = page.getByRole('textbox', { name: 'Celular' });
  await phone.fill('11988887777');
  await expect(phone).toHaveValue('(11) 98888-7777');

  await askPin(page, '11988887777');
  await expect(page.getByRole('status')).toHaveText(
    'Enviamos um código por SMS para (11) 9****-7777. Ele vale 10 minutos.',
  );
  const pin = pinTo('11988887777');
  expect(pin).toMatch(/^\d{6}$/);
  const box = page.getByRole('textbox', { name: 'Código recebido' });
  await box.fill(pin === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByRole('alert')).toHaveText('Código incorreto. Você tem mais 4 tentativas.');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await box.fill(pin);
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', '/registro'));
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Paulo Pereira');
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(page.getByText('Nova senha obrigatório')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('semnumeros');
  await expect(page.getByText('Ao menos um número')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('Primeiro2026');
  await page.getByLabel('Confirmar senha').fill('Primeiro2026');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', '/'), { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible({
    timeout: 15_000,
  });
});

test('five wrong PINs use the code up, even the right one after', async ({ page }) => {
  // A long walk through several screens, axe included: slow on a busy machine.
  test.setTimeout(120_000);
  await askPin(page, '21977776666');
  const pin = pinTo('21977776666');
  const wrong = pin === '000000' ? '111111' : '000000';
  const box = page.getByRole('textbox', { name: 'Código recebido' });
  for (const left of [4, 3, 2, 1]) {
    await box.fill(wrong);
    await page.getByRole('button', { name: 'Validar código' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      left === 1
        ? 'Código incorreto. Você tem mais 1 tentativa.'
        : `Código incorreto. Você tem mais ${left} tentativas.`,
    );
  }
  await box.fill(wrong);
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByRole('alert')).toHaveText('Muitas tentativas com este código. Peça um novo código.');
  await box.fill(pin);
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByRole('alert')).toHaveText('Muitas tentativas com este código. Peça um novo código.');
  await expect(page).toHaveURL(tenantUrl('aurora', '/activate-user'));
});
