// My history and certificates on horizonte (learning-area.md 2.1, 2.4, 5, 7.5, 8), reached from the
// home's user menu as bruno: the history's table sorts by column and follows the open-action rule; a
// certificate downloads as a real PDF whose text names the learner, course and dates, whose QR code
// holds the address of the public page, which confirms it signed out; an altered code is not found.
// A second download asked for while one is made is answered 'Atenção, download em progresso!'.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { axeViolations } from './axe';
import { openSignedIn, watchCsp, expectNoSideScroll } from './support';

/** The address the PDF's QR code holds: its image extracted (pdfimages) and read (jsQR). */
function qrAddress(pdf: string): string | undefined {
  const folder = mkdtempSync(path.join(tmpdir(), 'qr-'));
  execFileSync('pdfimages', ['-png', pdf, path.join(folder, 'image')]);
  for (const file of readdirSync(folder)) {
    const png = PNG.sync.read(readFileSync(path.join(folder, file)));
    const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    if (found) return found.data;
  }
  return undefined;
}

test('bruno sorts his history and downloads a certificate the public page confirms', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  // The download (a blob: address and a link's download attribute) under the app's strict policy.
  const csp = watchCsp(page);
  await openSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  await page.getByRole('button', { name: /Bruno/ }).click({ timeout: 15_000 });
  await page.getByRole('dialog').getByRole('link', { name: 'Meu histórico', exact: true }).click();
  await expect(page).toHaveURL(/\/myJourney\/historic$/);
  const table = page.getByRole('table', { name: 'Meu histórico' });
  // The latest first: the courses started most recently lead, 10 a page.
  await expect(table.getByRole('rowheader').first()).toBeVisible({ timeout: 15_000 });
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  // Sorted by 'Conclusão', the latest finished first.
  await table.getByRole('button', { name: 'Conclusão' }).click();
  await table.getByRole('button', { name: 'Conclusão' }).click();
  await expect(table.getByRole('columnheader', { name: 'Conclusão' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(table.getByRole('rowheader').first()).toHaveText('Gestão do Tempo e Prioridades');
  await expect(page).toHaveURL(/\?ordem=conclusao-desc$/);
  // Open only where the rule says: not for a course closed upon completion, nor an expired one.
  const rowOf = (title: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await expect(
    rowOf('Comunicação Não Violenta').getByRole('link', { name: 'Acessar Comunicação Não Violenta' }),
  ).toBeVisible();
  await expect(rowOf('Ética nos Negócios').getByRole('link')).toHaveCount(0);
  await expect(rowOf('Excel Avançado para Gestores').getByRole('link')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The certificates tab: the download, held at the server until a second click was answered.
  await page.getByRole('tab', { name: 'Meus certificados' }).click();
  const certificates = page.getByRole('table', { name: 'Meus certificados' });
  await expect(certificates.getByRole('rowheader', { name: 'Comunicação Não Violenta' })).toBeVisible({
    timeout: 15_000,
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/learning/certificates/', async (route) => {
    await held;
    await route.continue();
  });
  const downloaded = page.waitForEvent('download');
  await certificates.getByRole('button', { name: 'Baixar certificado: Comunicação Não Violenta' }).click();
  await expect(page.getByText('Aguarde, gerando e baixando o certificado!')).toBeVisible();
  await certificates
    .getByRole('button', { name: 'Baixar certificado: Gestão do Tempo e Prioridades' })
    .click();
  await expect(page.getByText('Atenção, download em progresso!')).toBeVisible();
  release();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('Comunicação Não Violenta_certificate.pdf');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'certificate-')), 'certificate.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const expected of ['Bruno Lima', 'Comunicação Não Violenta', '02/03/2026', '20/05/2026'])
    expect(text).toContain(expected);
  const address = qrAddress(file);
  expect(address).toMatch(/\/certificate-authenticity\/[A-Za-z0-9_-]{22}$/);
  expect(text).toContain(address!);
  expect(await axeViolations(page)).toEqual([]);

  // The QR code's address, opened by someone signed out, confirms it; an altered code does not.
  const visitor = await browser.newPage();
  await visitor.goto(address!);
  await expect(visitor.getByText('Certificado válido')).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByText('Bruno Lima')).toBeVisible();
  await expect(visitor.getByText('Comunicação Não Violenta')).toBeVisible();
  await expect(visitor.getByText('20/05/2026')).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
  const code = address!.split('/').pop()!;
  await visitor.goto(address!.replace(code, `${code.slice(0, -1)}${code.endsWith('x') ? 'y' : 'x'}`));
  await expect(visitor.getByRole('alert')).toContainText('Certificado não encontrado.', { timeout: 15_000 });
  await visitor.setViewportSize({ width: 375, height: 740 });
  await expectNoSideScroll(visitor);
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.close();

  // At 375 px: the certificates and the history as cards, the history's order chosen from a list; no
  // sideways scroll.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('list', { name: 'Meus certificados' })).toBeVisible();
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Meu histórico' }).click();
  const cards = page.getByRole('list', { name: 'Meu histórico' });
  await expect(cards.getByRole('listitem')).toHaveCount(10, { timeout: 15_000 });
  await page.getByLabel('Ordenar por').selectOption({ label: 'Título (A a Z)' });
  await expect(cards.getByRole('heading').first()).toHaveText('Atendimento de Excelência');
  await expect(
    cards.getByRole('listitem').filter({ hasText: 'Comunicação Não Violenta' }).getByRole('link'),
  ).toHaveAccessibleName('Acessar Comunicação Não Violenta');
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  csp.expectNone();
});
