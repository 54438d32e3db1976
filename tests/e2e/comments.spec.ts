// The comment drawer on horizonte (learning-area.md 2.4, 4.10, 5, 7.8, 8, 9), reached by clicking from the
// home as bruno: his course Liderança Situacional (enrolment 501, 'Continue aprendendo'), its
// 'Comentários'. He posts a comment holding a script, an image with onerror and a javascript: link, and
// sees it stored and shown sanitised (nothing of it runs); replies to it, edits it, deletes the reply and
// the comment after the spec's question with the spec's toasts; and reports a classmate's comment
// ('Agradecemos por denunciar', then 'Denunciado'). axe at 1280 and 375 px, no sideways scroll. Each run
// writes its own comments (a marker of its own), so it may run again on the same server.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { apiToken, direct, openSignedIn, tenantUrl, watchCsp, expectNoSideScroll } from './support';

const PAGE_COMMENTS = '/api/learning/comments/NODE/101';

async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const { url, headers } = direct('horizonte', path);
  const response = await request.fetch(url, {
    method,
    headers: { ...headers, authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

interface StoredComment {
  idComment: number;
  text: string | null;
}

/** The page's comments as the server stored them (the first 50). */
async function storedComments(request: APIRequestContext, token: string) {
  const answer = await call(request, token, 'GET', `${PAGE_COMMENTS}?limit=50`);
  return answer.comments as StoredComment[];
}

/** The outermost comment holding `text` (a comment holds its replies). */
const commentWith = (drawer: Locator, text: string) =>
  drawer.getByRole('article').filter({ hasText: text }).first();

async function confirmDeletion(page: Page) {
  const question = page.getByRole('alertdialog', {
    name: 'Tem certeza que deseja excluir permanentemente esta mensagem?',
  });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Excluir' }).click();
  await expect(question).toBeHidden();
}

test('bruno comments, replies, edits, deletes his own and reports a classmate’s, sanitised and accessible', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const csp = watchCsp(page);
  const marker = `${Date.now()}`;
  // A classmate's comment of this run, for bruno to report.
  const camila = await apiToken(request, 'horizonte', 'camila.ferreira@horizonte.test');
  const classmate = `Alguém tem o resumo do módulo 2? ${marker}`;
  await call(request, camila, 'POST', PAGE_COMMENTS, { text: classmate });

  await openSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  const inProgress = page.locator('[data-learning-home] [data-block="EnrollmentsInProgress"]');
  await inProgress.getByRole('link', { name: 'Liderança Situacional' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(tenantUrl('horizonte', '/level/501'));
  await page.getByRole('button', { name: 'Comentários' }).click({ timeout: 15_000 });
  const drawer = page.getByRole('dialog', { name: 'Comentários' });
  await expect(drawer.getByRole('tab', { name: 'Página' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tab', { name: 'Turma' })).toBeVisible();
  await expect(commentWith(drawer, classmate)).toBeVisible({ timeout: 15_000 });
  // 50vw, at least 800px.
  expect((await drawer.boundingBox())?.width).toBeCloseTo(800, -1);
  expect(await axeViolations(page)).toEqual([]);

  // A comment with what must never run: stored and shown without it.
  const dirty =
    `<b>Negrito ${marker}</b><script>window.xssRan = 1</script><img src="x" onerror="window.xssRan = 2">` +
    `<a href="javascript:window.xssRan = 3">link perigoso</a> <a href="https://horizonte.test/guia">guia</a>`;
  await drawer.getByRole('textbox', { name: 'Escreva um comentário' }).fill(dirty);
  await drawer.getByRole('button', { name: 'Comentar' }).click();
  await expect(commentWith(drawer, `Negrito ${marker}`)).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Escreva um comentário' })).toHaveValue('');
  const bruno = await apiToken(request, 'horizonte', 'bruno@horizonte.test');
  const stored = (await storedComments(request, bruno)).find((comment) => comment.text?.includes(marker));
  expect(stored?.text).toBe(
    `<b>Negrito ${marker}</b><a>link perigoso</a> <a href="https://horizonte.test/guia">guia</a>`,
  );
  const mine = drawer.locator(`article[data-comment="${stored!.idComment}"]`);
  const shown = await mine.innerHTML();
  expect(shown).not.toMatch(/<script|onerror|javascript:|<img/i);
  await expect(mine.getByRole('link', { name: 'link perigoso' })).toHaveCount(0);
  await expect(mine.getByRole('link', { name: 'guia' })).toHaveAttribute(
    'href',
    'https://horizonte.test/guia',
  );
  expect(await page.evaluate(() => (window as { xssRan?: unknown }).xssRan)).toBeUndefined();

  // A reply to it, then the comment edited.
  await mine.getByRole('button', { name: 'Responder' }).first().click();
  const replyBox = mine.getByRole('textbox', { name: 'Escreva uma resposta' });
  await expect(replyBox).toBeFocused();
  await replyBox.fill(`Minha resposta ${marker}`);
  await mine.getByRole('button', { name: 'Enviar resposta' }).click();
  const reply = mine.locator('article').filter({ hasText: `Minha resposta ${marker}` });
  await expect(reply).toBeVisible();
  await mine.getByRole('button', { name: 'Editar' }).first().click();
  const editBox = mine.getByRole('textbox', { name: 'Edite o comentário' });
  await editBox.fill(`Comentário editado ${marker}`);
  await mine.getByRole('button', { name: 'Salvar' }).click();
  await expect(mine.getByText(`Comentário editado ${marker}`)).toBeVisible();
  await expect(mine).toContainText('editado em');

  // Deleted after the question: the reply, then the comment.
  await reply.getByRole('button', { name: 'Excluir' }).click();
  await confirmDeletion(page);
  await expect(page.getByText('Resposta excluída!')).toBeVisible();
  await expect(drawer.getByText(`Minha resposta ${marker}`)).toHaveCount(0);
  await mine.getByRole('button', { name: 'Excluir' }).first().click();
  await confirmDeletion(page);
  await expect(page.getByText('Comentário excluído!')).toBeVisible();
  await expect(drawer.getByText(`Comentário editado ${marker}`)).toHaveCount(0);

  // A classmate's comment, reported once.
  const theirs = commentWith(drawer, classmate);
  await expect(theirs.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await theirs.getByRole('button', { name: 'Denunciar' }).click();
  await expect(page.getByText('Agradecemos por denunciar')).toBeVisible();
  await expect(theirs.getByText('Denunciado')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Denunciar' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // On a phone: the whole width, no sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBeLessThanOrEqual(375);
  await expectNoSideScroll(page);
  expect(await drawer.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  csp.expectNone();
});
