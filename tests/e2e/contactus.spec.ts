// The contact form (issue 19 item 3; learning-area.md 2.2 /contactus, 5, 6, 7.9): bruno reaches it by
// horizonte's user menu, an empty send shows the spec's words, and a message sent lands in the server's
// development outbox (--outbox in playwright.config.ts) for the company's address. aurora has no
// CONTACT_US feature: no menu entry, and the typed address says the form is not available. axe at 1280
// and 375 px.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { openSignedIn, PORT, startSignedIn, tenantUrl, expectNoSideScroll } from './support';

const outbox = `.data/e2e-outbox-${PORT}.jsonl`;
const outboxLines = () => {
  try {
    return readFileSync(outbox, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { channel: string; to: string; replyTo?: string; text: string });
  } catch {
    return [];
  }
};
const topBar = (page: Page) => page.getByTestId('top-bar');

test('bruno writes to horizonte from the user menu; the message reaches the outbox', async ({
  page,
  request,
}) => {
  // A walk through two screens, axe at two widths: slow on a busy machine.
  test.setTimeout(120_000);
  await openSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  await topBar(page).getByRole('button', { name: 'Menu de Bruno' }).click();
  await page.getByRole('dialog', { name: /Bruno/ }).getByRole('link', { name: 'Fale conosco' }).click();
  await expect(page).toHaveURL(tenantUrl('horizonte', '/contactus'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/Escreva para a equipe de Educação Corporativa da Horizonte/)).toBeVisible();
  const message = page.getByRole('textbox', { name: 'Mensagem' });
  await expect(page.getByText('0 de 2000 caracteres')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Empty: the spec's words (learning-area.md 5), the focus on the field.
  const send = page.getByRole('button', { name: 'Enviar' });
  await send.click();
  await expect(page.getByText('O preenchimento do campo é obrigatório.')).toBeVisible();
  await expect(message).toBeFocused();
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  const written = `Não encontro o certificado de Liderança Situacional (${Date.now()}).`;
  await message.fill(written);
  await expect(page.getByText(`${written.length} de 2000 caracteres`)).toBeVisible();
  await expect(page.getByText('O preenchimento do campo é obrigatório.')).toHaveCount(0);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada com sucesso!' })).toBeVisible();
  await expect(message).toHaveValue('');
  await expect
    .poll(() => outboxLines().find((line) => line.text.includes(written)))
    .toMatchObject({ channel: 'email', to: 'educacao@horizonte.test', replyTo: 'bruno@horizonte.test' });
  expect(await axeViolations(page)).toEqual([]);
});

test('aurora offers no contact form: no way to it, and /contactus says why', async ({ page, request }) => {
  test.setTimeout(120_000);
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  // aurora is a content app: its frame has no learning user menu, and nothing leads to the form.
  await page.goto(tenantUrl('aurora', '/'));
  await expect(page.locator('[data-home-type]').getByRole('link').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Fale conosco' })).toHaveCount(0);

  // Typed: the page says the company does not offer it, and leads home.
  await page.goto(tenantUrl('aurora', '/contactus'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Fale conosco não está disponível para a sua empresa.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', '/'));
});
