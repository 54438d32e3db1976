// A kept course's SCORM lesson offline (issue 20 item 2, ADR 0026): Téo keeps 'Golfe em pacotes SCORM:
// revisão' (enrollment 532) on his device; with the network off the Golf 1.2 lesson runs from the package
// origin's own worker, its progress waits in the app's outbox, and once the network is back it reaches the
// server once: the lesson PASSED with its score.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, isSerious } from './axe';
import { apiGetAs, outboxCount, signInUnderWorker, tenantUrl } from './support';

// The rest of the suite blocks service workers (playwright.config.ts): this test needs both workers.
test.use({ serviceWorkers: 'allow' });

const ENROLLMENT = 532;
const NODE_ENROLLMENT = 53200;
const CONTENT = 3711;

const serious = (lines: string[]) => lines.filter(isSerious);

/** The run's host page (package origin) in the app, and the package's launch page in the host page. */
const hostFrame = (page: Page) => page.frameLocator('iframe[title^="Conteúdo:"]');
const packageFrame = (page: Page) => hostFrame(page).frameLocator('iframe.content');

test('a kept SCORM lesson runs offline; its progress reaches the server once, after reconnecting', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  // The Golf course asks with confirm() whether to resume and whether to save on exit: yes to both.
  page.on('dialog', (dialog) => void dialog.accept());
  await signInUnderWorker(page, 'horizonte', 'teo@horizonte.test');

  await page.goto(tenantUrl('horizonte', `/level/${ENROLLMENT}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Golfe em pacotes SCORM: revisão' }),
  ).toBeVisible();
  const keep = page.getByRole('switch', { name: 'Disponível offline' });
  await expect(keep).toBeEnabled({ timeout: 15_000 });
  await keep.click({ force: true });
  await expect(page.getByText(/^Curso guardado neste aparelho: .+, em \d\d\/\d\d\/\d{4}\.$/)).toBeVisible({
    timeout: 180_000,
  });
  await expect(keep).toBeChecked();

  // What the server holds of the lesson, asked apart from the page (its own session).
  const stored = async () => {
    const path = `/api/learning/students/1401/enrollments/${ENROLLMENT}/nodeEnrollment/${NODE_ENROLLMENT}/contents/${CONTENT}`;
    const answer = (await apiGetAs(request, 'horizonte', 'teo@horizonte.test', path)) as {
      data: { scorm?: { scos: { scoEnrollment: { status: string; grade: number | null } }[] } };
    };
    return answer.data.scorm!.scos[0]!.scoEnrollment;
  };
  expect((await stored()).status).toBe('NOT_ATTEMPTED');

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Golfe em pacotes SCORM: revisão' }),
  ).toBeVisible();

  // By clicking: the course's SCORM content, whose one lesson opens at once, from the device.
  await page
    .getByRole('link', { name: /Golfe explicado: revisão \(SCORM 1\.2\)/ })
    .first()
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/lessons/${ENROLLMENT}/${CONTENT}/\\d+/${NODE_ENROLLMENT}/single$`),
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByText(/^Sem conexão: esta é a cópia da lição guardada neste aparelho\./)).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  const pages = packageFrame(page).frameLocator('#contentFrame');
  await expect(pages.getByRole('heading', { name: 'Play of the game' })).toBeVisible({ timeout: 30_000 });
  expect(serious(await axeViolations(page))).toEqual([]);
  await packageFrame(page).getByRole('button', { name: 'Next ->' }).click();
  await expect(pages.getByRole('heading', { name: 'Par' })).toBeVisible();

  // The course records a test result (its own RecordTest, as its last page does), then the learner exits.
  const launch = await expect
    .poll(
      () => Boolean(page.frames().find((frame) => frame.url().includes('/files/shared/launchpage.html'))),
      {
        timeout: 20_000,
      },
    )
    .toBe(true)
    .then(() => page.frames().find((frame) => frame.url().includes('/files/shared/launchpage.html'))!);
  await launch.evaluate(() => (window as unknown as { RecordTest: (score: number) => void }).RecordTest(85));
  await packageFrame(page).getByRole('button', { name: 'Exit' }).click();
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBeGreaterThan(0);

  // Nothing reached the server while offline; after reconnecting, the lesson's result does, once.
  expect((await stored()).status).toBe('NOT_ATTEMPTED');
  await context.setOffline(false);
  await expect.poll(async () => (await stored()).status, { timeout: 60_000 }).toBe('PASSED');
  expect((await stored()).grade).toBe(85);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
});
