// SCORM 2004 conformance in the browser (issue 22, "a conformance test file that drives the runtime in
// the browser element by element"): the run's host page of a real package, and its API_1484_11, walked
// through the standard's table (scorm-conformance/tables.ts) by scorm-conformance/check.ts. The lesson is
// the first of bruno's multi-SCO copy 3713 (512 / 51201), a plain page that never calls the run-time
// and that no other test launches (accessibility.spec.ts only reads its cards): the first attempt's
// initial values are the standard's. SCORM 1.2's walk is in learning-scorm.spec.ts, after the tests of
// the 1.2 copy it uses; both tables are also checked against the shipped run-time in jsdom
// (src/scorm-host/conformance-tables.test.ts).
import { expect, test, type Frame, type Page } from '@playwright/test';
import { apiOf, checkStandard } from './scorm-conformance/check';
import { scorm2004 } from './scorm-conformance/tables';
import { openSignedIn } from './support';

/** The run's host page (package origin), where the API object lives. */
async function hostFrame(page: Page): Promise<Frame> {
  const find = () => page.frames().find((frame) => /\/scorm\/runs\/[\w-]+\/$/.test(frame.url()));
  await expect.poll(() => Boolean(find()), { timeout: 20_000 }).toBe(true);
  return find()!;
}

test('SCORM 2004: every element of the data model, as the standard says (access, initial value, range, error codes)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, request, 'horizonte', 'bruno@horizonte.test', '/lms/512/3713/51201/0');
  await page
    .getByRole('link', { name: /^How to Play/ })
    .first()
    .click({ timeout: 20_000 });
  const host = await hostFrame(page);
  await expect.poll(() => host.evaluate(() => 'API_1484_11' in window), { timeout: 20_000 }).toBe(true);
  const result = await host.evaluate(checkStandard, {
    standard: scorm2004,
    ...apiOf('2004'),
    initialize: true,
    initialValues: true,
  });
  test.info().annotations.push({ type: 'checks', description: `${result.checks} checks` });
  expect(result.failures).toEqual([]);
  expect(result.checks).toBeGreaterThan(200);

  // Where the table lets the LMS choose (adl.nav.request_valid), this first lesson of the package's
  // eighteen: 'continue' leads on, nothing comes before it, another lesson of the package may open (it
  // may still be locked), and an identifier the package lacks cannot.
  const validity = await host.evaluate(() => {
    const api = (window as unknown as { API_1484_11: { GetValue(element: string): string } }).API_1484_11;
    return ['continue', 'previous', 'choice.{target=playing_par_item}', 'choice.{target=no_such_item}'].map(
      (asked) => api.GetValue(`adl.nav.request_valid.${asked}`),
    );
  });
  expect(validity).toEqual(['true', 'false', 'unknown', 'false']);
});
