// The journey's external courses on horizonte (learning-area.md 2.2, 2.4, 4.9, 5, 7.7, 8), reached from the
// home's user menu as bruno: the form says the spec's messages, refuses a renamed program and a 6 MB file
// before sending them (the server refuses them too), and sends a course with its PDF evidence; the
// administrator rejects it through the review call; bruno resends it, as a new request linked to it. At
// 375 px a pending course is cancelled after its question, without sideways scroll. axe on the tab and
// the form at both widths.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { apiToken, direct, startSignedIn, tenantUrl, expectNoSideScroll } from './support';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 1)]);
const SIX_MB = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);

/** A calendar day some days before today, on the company's clock (yyyy-mm-dd, as a date input takes). */
const daysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

async function api(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const { url, headers } = direct('horizonte', `/api${path}`);
  const response = await request.fetch(url, {
    method,
    headers: { ...headers, authorization: `Bearer ${token}` },
    data,
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

interface Course {
  idUserExternalCourse: number;
  title: string;
  status: string;
  hasResubmission: boolean;
  idParentUserExternalCourse: number | null;
  evidencePath: string | null;
}

async function coursesTitled(request: APIRequestContext, token: string, title: string) {
  const { body } = await api(request, token, 'GET', '/learning/externalcourses/?limit=100');
  return (body.result as Course[]).filter((course) => course.title === title);
}

/** From the home, as a learner does: the user menu, then its 'Cursos externos' link. */
async function openTab(page: Page) {
  await page.goto(tenantUrl('horizonte', '/'));
  await page.getByRole('button', { name: /Bruno/ }).click({ timeout: 15_000 });
  await page.getByRole('dialog').getByRole('link', { name: 'Cursos externos', exact: true }).click();
  await expect(page).toHaveURL(/\/myJourney\/externalCourse$/);
}

test('bruno sends a course with its evidence, it is rejected, and he resends it linked to it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Segurança da Informação ${Date.now()}`;
  await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  await openTab(page);
  const table = page.getByRole('table', { name: 'Cursos externos' });
  await expect(table.getByRole('rowheader')).toHaveCount(10, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Página 2' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Adicionar curso externo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo curso externo' });
  await dialog.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(dialog.getByText('*Preenchimento obrigatório')).toHaveCount(6);
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByLabel('Título *').fill(title);
  await dialog.getByLabel('Modalidade *').selectOption({ label: 'On-line' });
  await dialog.getByLabel('Carga horária (horas) *').fill('0');
  await dialog.getByLabel('Instituição *').fill('Escola Digital Aprender');
  await dialog.getByLabel('Data de início *').fill(daysAgo(10));
  await dialog.getByLabel('Data final *').fill(daysAgo(12));
  await expect(dialog.getByText('O valor deve ser maior que 0')).toBeVisible();
  await expect(
    dialog.getByText(/^Período de realização inválido\. A data final deve ser maior ou igual/),
  ).toBeVisible();
  await dialog.getByLabel('Carga horária (horas) *').fill('12,5');
  await dialog.getByLabel('Data final *').fill(daysAgo(3));

  // The evidence is told by its content and size before anything is sent.
  const evidence = dialog.getByLabel(/^Evidência/);
  await evidence.setInputFiles({ name: 'evidence.pdf', mimeType: 'application/pdf', buffer: ELF });
  await expect(dialog.getByRole('alert')).toHaveText('Apenas arquivos PDF, JPG ou PNG são permitidos.');
  await evidence.setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: SIX_MB });
  await expect(dialog.getByRole('alert')).toHaveText('O arquivo deve ter no máximo 5MB.');
  await evidence.setInputFiles({ name: 'Certificado Final.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(table.getByRole('row').nth(1)).toContainText(title);
  await expect(table.getByRole('row').nth(1)).toContainText('Em análise');

  // The server refuses what the form refused, whatever a client sends it.
  const brunoToken = await apiToken(request, 'horizonte', 'bruno@horizonte.test');
  const upload = direct('horizonte', '/api/uploads/externalcourse');
  for (const [buffer, message] of [
    [ELF, 'Apenas arquivos PDF, JPG ou PNG são permitidos.'],
    [SIX_MB, 'O arquivo deve ter no máximo 5MB.'],
  ] as const) {
    const refused = await request.post(upload.url, {
      headers: { ...upload.headers, authorization: `Bearer ${brunoToken}` },
      multipart: {
        fileName: 'evidence.pdf',
        fileData: { name: 'evidence.pdf', mimeType: 'application/pdf', buffer },
      },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(((await refused.json()) as { message: string }).message).toBe(message);
  }

  // The administrator rejects it with a reason.
  const [sent] = await coursesTitled(request, brunoToken, title);
  expect(sent?.evidencePath).toMatch(/\/CertificadoFinal\.pdf$/);
  const adminToken = await apiToken(request, 'horizonte', 'admin@horizonte.test');
  const review = await api(
    request,
    adminToken,
    'PUT',
    `/learning/externalcourses/${sent!.idUserExternalCourse}/review`,
    {
      status: 'REJECTED',
      statusReason: 'O certificado não mostra a carga horária.',
    },
  );
  expect(review.status).toBe(200);

  await page.reload();
  await expect(table.getByRole('row').nth(1)).toContainText('Rejeitado', { timeout: 15_000 });
  await table.getByRole('button', { name: `Reenviar: ${title}` }).click();
  const resend = page.getByRole('dialog', { name: 'Reenviar curso externo' });
  await expect(resend).toContainText('O certificado não mostra a carga horária.');
  await expect(resend.getByLabel('Título *')).toHaveValue(title);
  await expect(resend).toContainText('Arquivo enviado: CertificadoFinal.pdf');
  await resend.getByLabel('Carga horária (horas) *').fill('14');
  await resend.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(resend).toBeHidden({ timeout: 15_000 });

  // The new request is PENDING and names its parent, which is now read-only.
  await expect(table.getByRole('row').nth(1)).toContainText('Em análise');
  await expect(table.getByRole('button', { name: `Reenviar: ${title}` })).toHaveCount(0);
  const [child, parent] = await coursesTitled(request, brunoToken, title);
  expect(child).toMatchObject({ status: 'PENDING', idParentUserExternalCourse: sent!.idUserExternalCourse });
  expect(parent).toMatchObject({ status: 'REJECTED', hasResubmission: true });
  await table.getByRole('button', { name: `Visualizar: ${title}` }).click();
  const view = page.getByRole('dialog', { name: 'Curso externo' });
  await expect(view).toContainText('Este curso foi reenviado para análise em uma nova solicitação.');
  await expect(view).toContainText('O certificado não mostra a carga horária.');
});

test('on a phone, a pending course is cancelled after its question, without sideways scroll', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Oratória ${Date.now()}`;
  const token = await apiToken(request, 'horizonte', 'bruno@horizonte.test');
  const created = await api(request, token, 'POST', '/learning/externalcourses/', {
    title,
    type: 'IN_PERSON',
    workload: 8,
    startDate: daysAgo(5),
    finishDate: daysAgo(4),
    entityName: 'Centro Cultural Palavra',
  });
  expect(created.status).toBe(201);
  await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  await openTab(page);
  await page.setViewportSize({ width: 375, height: 800 });
  // Opened by its address on a phone, the last tab is scrolled into the strip's view.
  await page.reload();
  const tab = page.getByRole('tab', { name: 'Cursos externos' });
  await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await expect
    .poll(() =>
      tab.evaluate((element) => {
        const strip = element.closest('[role="tablist"]')?.getBoundingClientRect();
        const own = element.getBoundingClientRect();
        return !!strip && own.left >= strip.left - 1 && own.right <= strip.right + 1;
      }),
    )
    .toBe(true);
  const list = page.getByRole('list', { name: 'Cursos externos' });
  const card = list.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Em análise', { timeout: 15_000 });
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('button', { name: `Cancelar: ${title}` }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Esta ação não pode ser desfeita.');
  await question.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(card).toContainText('Cancelado');
  await expect(card.getByRole('button', { name: `Cancelar: ${title}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Adicionar curso externo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo curso externo' });
  await dialog.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(dialog.getByText('*Preenchimento obrigatório').first()).toBeVisible();
  await expectNoSideScroll(page);
  expect(await axeViolations(page)).toEqual([]);
});
