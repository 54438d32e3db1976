// The form screens validate with zod under the app's strict CSP (no 'unsafe-eval'). zod 4 probes for
// eval when it builds an object schema; the probe's error is caught, but Chromium still reports a
// securitypolicyviolation for it. src/forms/zod.ts turns the probe off: these screens must report none.
import { expect, test, type Page } from '@playwright/test';
import { startSignedIn, tenantUrl } from './support';

declare global {
  interface Window {
    cspViolations?: Array<{ directive: string; blocked: string; sample: string }>;
  }
}

/** Every securitypolicyviolation the page reports, and every console line about one. */
async function recordViolations(page: Page) {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|unsafe-eval/i.test(message.text()))
      consoleLines.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
  return {
    async evalViolations() {
      const events = (await page.evaluate(() => window.cspViolations ?? [])).filter(
        (event) => event.blocked === 'eval' || /eval/i.test(event.sample),
      );
      return [
        ...events.map((event) => JSON.stringify(event)),
        ...consoleLines.filter((line) => /eval/i.test(line)),
      ];
    },
  };
}

test('the profile form validates without an eval violation', async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  const csp = await recordViolations(page);
  await page.goto(tenantUrl('aurora', '/meu-perfil/231?idSection=231'));
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await page.getByRole('textbox', { name: 'CPF' }).fill('12345678900');
  // Nothing is saved: the schema refuses the CPF, which proves zod built and ran its schema.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CPF inválido', { exact: true })).toBeVisible();
  expect(await csp.evalViolations()).toEqual([]);
});

test('the upload form validates without an eval violation', async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  const csp = await recordViolations(page);
  await page.goto(tenantUrl('aurora', '/envie-seu-material/201?idSection=201'));
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByText('Título é um campo obrigatório.')).toBeVisible();
  expect(await csp.evalViolations()).toEqual([]);
});
