// Offline courses (issue 20 item 2): Téo keeps 'Atendimento de Excelência' (enrollment 531) on his device,
// studies it with the network off (the video plays to its end, the PDF opens) and, once the network is
// back, what he did reaches the server through the outbox, once.
import { expect, test } from '@playwright/test';
import { axeViolations, isSerious } from './axe';
import { apiGetAs, outboxCount, signInUnderWorker, tenantUrl } from './support';

// The rest of the suite blocks service workers (playwright.config.ts): this test needs its worker.
test.use({ serviceWorkers: 'allow' });

const ENROLLMENT = 531;
const VIDEO = 3201;
const PDF = '/demo/manual-tom-de-voz.pdf';

const serious = (lines: string[]) => lines.filter(isSerious);

test('a course kept on the device plays and opens offline; its progress reaches the server once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await signInUnderWorker(page, 'horizonte', 'teo@horizonte.test');

  // From the home, by clicking: 'Minhas matrículas' lists the course.
  await page.goto(tenantUrl('horizonte', `/level/${ENROLLMENT}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento de Excelência' })).toBeVisible();
  const keep = page.getByRole('switch', { name: 'Disponível offline' });
  await expect(keep).toBeEnabled({ timeout: 15_000 });
  await keep.click({ force: true });
  await expect(page.getByText(/^Curso guardado neste aparelho: .+ KB, em \d\d\/\d\d\/\d{4}\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(keep).toBeChecked();
  await expect(page.getByText(/^Espaço usado pelo aplicativo: .+ disponíveis\.$/)).toBeVisible();
  expect(serious(await axeViolations(page))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento de Excelência' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Disponível offline' })).toBeChecked();

  // The video plays to its end from the device: the viewer says 'Concluído'.
  await page.getByRole('link', { name: 'Negociação na prática' }).first().click();
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 4;
    return element.play();
  });
  await expect(page.getByRole('status').filter({ hasText: 'Concluído' })).toBeVisible({ timeout: 30_000 });

  // The PDF opens from the device: its content's link, and the file itself.
  await page.goBack();
  await page.getByRole('link', { name: 'Manual de tom de voz' }).click();
  const download = page.getByRole('link', { name: /Baixar/ });
  await expect(download).toBeVisible({ timeout: 20_000 });
  const address = await download.getAttribute('href');
  expect(address).toContain(PDF);
  const pdf = await page.evaluate(async (href) => {
    const response = await fetch(href);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      size: (await response.blob()).size,
    };
  }, address!);
  expect(pdf.status).toBe(200);
  expect(pdf.type).toContain('application/pdf');
  expect(pdf.size).toBeGreaterThan(500);

  // Nothing reached the server yet.
  const state = async () => {
    const answer = await apiGetAs(
      request,
      'horizonte',
      'teo@horizonte.test',
      `/api/learning/students/1401/enrollments/${ENROLLMENT}`,
    );
    const row = (answer.contents as { idContentItem: number; contentEnrollment?: { status: string } }[]).find(
      (item) => item.idContentItem === VIDEO,
    );
    return row?.contentEnrollment?.status ?? 'NONE';
  };
  expect(await state()).toBe('NONE');

  await context.setOffline(false);
  await expect.poll(state, { timeout: 60_000 }).toBe('COMPLETED');
  // The outbox is empty once the server took it.
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
});
