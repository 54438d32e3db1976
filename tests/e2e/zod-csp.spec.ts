// The form screens validate with zod under the app's strict CSP (no 'unsafe-eval'). zod 4 probes for
// eval when it builds an object schema; the probe's error is caught, but Chromium still reports a
// securitypolicyviolation for it. src/forms/zod.ts turns the probe off: these screens must report none.
import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations, startSignedIn, tenantUrl } from './support';

/** The violations about eval among all the page reported (zod's probe is the one this file is about). */
async function recordEvalViolations(page: Page) {
  const violations = await recordCspViolations(page);
  return async () => (await violations()).filter((line) => /eval/i.test(line));
}

test('the profile form validates without an eval violation', async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  const evalViolations = await recordEvalViolations(page);
  await page.goto(tenantUrl('aurora', '/meu-perfil/231?idSection=231'));
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await page.getByRole('textbox', { name: 'CPF' }).fill('12345678900');
  // Nothing is saved: the schema refuses the CPF, which proves zod built and ran its schema.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CPF inválido', { exact: true })).toBeVisible();
  expect(await evalViolations()).toEqual([]);
});

test('the upload form validates without an eval violation', async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  const evalViolations = await recordEvalViolations(page);
  await page.goto(tenantUrl('aurora', '/envie-seu-material/201?idSection=201'));
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByText('Título é um campo obrigatório.')).toBeVisible();
  expect(await evalViolations()).toEqual([]);
});
