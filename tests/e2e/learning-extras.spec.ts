// Learning page extras on horizonte, signed in as bruno (learning-area.md 2.4, 7.1, 7.3, 8): the
// equivalency modal lists the courses re-published from Liderança Situacional by their origin title;
// he likes a course he is enrolled in (the count changes and survives a reload; the test takes its like
// back, so a retry starts where it started); a page he is not enrolled in refuses the like in words.
import { expect, test, type Page } from '@playwright/test';
import { startSignedIn, tenantUrl } from './support';

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
});

/** The page's like button, as 'Curtir · N curtidas' or 'Descurtir · N curtidas' reads. */
const likeButton = (page: Page) => page.getByRole('button', { name: /^(Curtir|Descurtir) · \d+ curtidas?$/ });

async function likeState(page: Page) {
  const name = (await likeButton(page).textContent({ timeout: 15_000 })) ?? '';
  return { liked: name.startsWith('Descurtir'), count: Number(/(\d+) curtida/.exec(name)?.[1]) };
}

test('the equivalency modal lists the courses that count for this one by their origin title', async ({
  page,
}) => {
  await page.goto(tenantUrl('horizonte', '/level/501/HZ-LID-01'));
  await expect(page.getByRole('heading', { level: 1, name: 'Liderança Situacional' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Equivalências' }).click();
  const modal = page.getByRole('dialog', { name: 'Treinamentos equivalentes' });
  await expect(modal.getByRole('listitem')).toHaveText([
    'Feedback contínuo: Fundamentos',
    'Feedback contínuo: Intermediário',
  ]);
  await modal.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(modal).toBeHidden();
});

test('bruno likes a course he is enrolled in; the count changes and survives a reload', async ({ page }) => {
  await page.goto(tenantUrl('horizonte', '/level/502'));
  const before = await likeState(page);
  await likeButton(page).click();
  const after = { liked: !before.liked, count: before.count + (before.liked ? -1 : 1) };
  const label = (state: typeof after) =>
    `${state.liked ? 'Descurtir' : 'Curtir'} · ${state.count} ${state.count === 1 ? 'curtida' : 'curtidas'}`;
  await expect(likeButton(page)).toHaveText(label(after));
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', String(after.liked));
  await page.reload();
  await expect(likeButton(page)).toHaveText(label(after), { timeout: 15_000 });
  // Back as it was: the server keeps likes for the whole run.
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveText(label(before));
});

test("a page he is not enrolled in says 'Para curtir, é necessário estar matriculado'", async ({ page }) => {
  // Escola de Liderança: a school he may open, not a course he is enrolled in.
  await page.goto(tenantUrl('horizonte', '/level?nodeLevel=110'));
  const before = await likeState(page);
  await expect(likeButton(page)).toHaveAttribute('aria-disabled', 'true');
  // The tooltip opens on a pointer's hover (after its delay) and at once on keyboard focus.
  await page.mouse.move(0, 0);
  await likeButton(page).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Para curtir, é necessário estar matriculado');
  // Disabled but focusable: pressing it changes nothing.
  await likeButton(page).press('Enter');
  await expect(likeButton(page)).toHaveText(
    `Curtir · ${before.count} ${before.count === 1 ? 'curtida' : 'curtidas'}`,
  );
});
