// Tracking (content-app.md 3, 4): one exit record per view of a content, when the learner leaves the
// page or closes it, answered by the server with the learner's points.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { direct, startSignedIn, tenantUrl } from './support';

/** The tracking exits the page sends, with the server's answers. */
function watchExits(page: Page) {
  const answers: { status: number; body: Record<string, unknown> }[] = [];
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/tracking/exit') sent.push(request.postDataJSON());
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/tracking/exit') return;
    // The body may be gone when the test has already ended.
    const body = await response.json().catch(() => ({}));
    answers.push({ status: response.status(), body });
  });
  return { sent, answers };
}

/** In-app navigation, as a link or the back button does it (the document stays). */
const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** What the server holds for this learner and content: the seconds of every recorded view. */
async function timeExecuted(page: Page, request: APIRequestContext, id: number): Promise<number> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('wl.menuData') ?? '{}').token);
  const { url, headers } = direct('aurora', `/api/content/find/${id}`);
  const response = await request.get(url, { headers: { ...headers, authorization: `Bearer ${token}` } });
  return (await response.json()).content[0].timeExecuted ?? 0;
}

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
});

test('leaving a content records its view once, and the server answers the points', async ({ page }) => {
  const exits = watchExits(page);
  await page.goto(tenantUrl('aurora', '/'));
  await goInApp(page, '/content/12?idSection=3');
  await expect(page.getByText('Canal de Ética: como relatar', { exact: false }).first()).toBeVisible();
  await page.waitForTimeout(1500);
  expect(exits.sent).toHaveLength(0);

  await page.goBack();
  await expect.poll(() => exits.answers.length, { timeout: 15_000 }).toBe(1);
  expect(exits.sent[0]).toMatchObject({ idNavigationItem: 12, idNavigationType: 1, idSection: 3 });
  expect(exits.sent[0]?.timeStart).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(Number(exits.sent[0]?.timeExecuted)).toBeGreaterThanOrEqual(1);
  expect(exits.answers[0]).toEqual({
    status: 200,
    body: { success: true, totalUserPoints: expect.any(Number) },
  });
  // Coming back and going elsewhere in the app sends nothing more for that view.
  await goInApp(page, '/');
  await page.waitForTimeout(1000);
  expect(exits.sent).toHaveLength(1);
});

test('moving from one content to another ends the first view only', async ({ page, request }) => {
  const exits = watchExits(page);
  await page.goto(tenantUrl('aurora', '/content/26?idSection=7'));
  await expect(page.getByText('Aurora inaugura novo escritório', { exact: false }).first()).toBeVisible();
  const before = await timeExecuted(page, request, 26);
  await page.waitForTimeout(1500);
  await goInApp(page, '/content/28?idSection=7');
  await expect(page.getByText('Campanha do agasalho', { exact: false }).first()).toBeVisible();
  // The server holds the first view (asked directly: the page's own events may lag on a busy machine).
  await expect.poll(() => timeExecuted(page, request, 26), { timeout: 15_000 }).toBeGreaterThan(before);
  // The second view is still open: nothing was sent for it.
  expect(exits.sent.filter((exit) => exit.idNavigationItem === 28)).toHaveLength(0);
});

test('closing or reloading the page records the view on the server', async ({ page, request }) => {
  await page.goto(tenantUrl('aurora', '/content/29?idSection=7'));
  await expect(page.getByText('Novo benefício: auxílio home office', { exact: false }).first()).toBeVisible();
  const before = await timeExecuted(page, request, 29);
  await page.waitForTimeout(2000);
  // The request leaves with the unloading page (keepalive), so the server is asked, not the page.
  await page.reload();
  await expect.poll(() => timeExecuted(page, request, 29)).toBeGreaterThanOrEqual(before + 2);
});
