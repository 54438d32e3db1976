// The shared widgets of issue 20 item 4 where a learner meets them, against the reference API:
// - the rich-text editor on the upload form (content-app.md 5: 500 characters, 'Formato de url
//   inválido'), then the upload opened at /userupload/{id} with its description sanitised;
// - the like on a type-48 tile (4 'Like', 6): the count moves by one and back; a guest who is not
//   enrolled (gustavo@aurora.test) reaches the disabled like by keyboard and reads its tooltip;
// - the vote on a type-48 tile (2.5 'a star rating widget and a label inviting rating', 4 'Rating'): the
//   stars by keyboard, 'Enviar', the thanks, the section's numbers moved by one vote, kept on reload;
// - a tile image that never comes: the spinner, then the fallback at 7 s (9), the animation's clock
//   moved to 7 s instead of waiting.
// axe at 1280 and 375 px on each.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { openSignedIn, watchCsp } from './support';

const FORM = '/envie-seu-material/201?idSection=201';
const TILES = '/avalie-nossas-areas-de-conteudo/128?idSection=128';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function axeAtBothWidths(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the upload form writes its description in the rich-text editor: 500 characters, http(s) or www links, shown sanitised', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const csp = watchCsp(page);
  await openSignedIn(page, request, 'aurora', 'ana@aurora.test', FORM);
  const title = `Ata com link ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  const editor = page.getByRole('textbox', { name: 'Descrição' });
  await expect(page.getByText('0/500 caracteres')).toBeVisible();

  // 520 characters pasted: 500 are kept, and the counter says so.
  await editor.click();
  await page.keyboard.insertText('a'.repeat(520));
  await expect(page.getByText('500/500 caracteres')).toBeVisible();
  await expect(editor).toHaveText('a'.repeat(500));
  await page.keyboard.type('b');
  await expect(editor).toHaveText('a'.repeat(500));

  // Emptied, then words made a link: a bare host is refused with the spec's words.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Veja a ata');
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByRole('button', { name: 'Link' }).click();
  const address = page.getByRole('textbox', { name: 'Endereço do link' });
  await expect(address).toBeFocused();
  await address.fill('aurora.example/ata');
  await address.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Formato de url inválido' })).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveValue('aurora.example/ata');
  await axeAtBothWidths(page);

  await address.fill('www.aurora.example/ata');
  await page.getByRole('button', { name: 'Aplicar link' }).click();
  await expect(editor.getByRole('link', { name: 'Veja a ata' })).toBeVisible();
  await expect(page.getByText('10/500 caracteres')).toBeVisible();

  await page.getByLabel('Arquivo').setInputFiles({ name: 'ata.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByText('Dados enviados com sucesso!')).toBeVisible();
  await expect(editor).toHaveText('');

  await page.getByRole('link', { name: 'Ver em "Materiais da equipe"' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const link = page.getByRole('link', { name: 'Veja a ata' });
  await expect(link).toHaveAttribute('href', 'https://www.aurora.example/ata');
  await expect(link).toHaveAttribute('rel', /noopener/);
  expect(await page.locator('article script, article [onclick], article [style]').count()).toBe(0);
  await axeAtBothWidths(page);
  csp.expectNone();
});

test('a type-48 tile likes and takes the like back, the count moving by one; a tile image that never comes shows the fallback at 7 s', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // One tile's picture never answers: its spinner turns to the fallback frame at 7 s.
  await page.route('**/demo/tile-noticias.svg', () => undefined);
  await openSignedIn(page, request, 'aurora', 'ana@aurora.test', TILES);
  const tile = page
    .locator('article')
    .filter({ has: page.getByRole('link', { name: 'Boas-vindas', exact: true }) });
  const like = tile.getByRole('button', { name: /^(Curtir|Descurtir) Boas-vindas/ });
  await expect(like).toBeVisible();
  const count = async () => Number(/(\d+) curtida/.exec((await like.textContent()) ?? '')?.[1]);
  const before = await count();
  const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(!wasLiked));
  await expect.poll(count).toBe(before + (wasLiked ? -1 : 1));
  await axeAtBothWidths(page);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(wasLiked));
  await expect.poll(count).toBe(before);

  const hanging = page
    .locator('article')
    .filter({ has: page.getByRole('link', { name: 'Notícias', exact: true }) })
    .locator('img');
  await expect(hanging).toHaveAttribute('data-image', 'loading');
  const background = () => hanging.evaluate((img) => getComputedStyle(img).backgroundImage);
  // The spinner's 7 s are the animation's clock, not the test's: held at 0, whatever time the likes,
  // the votes and axe took on a busy machine, then moved to 7 s.
  const animationAt = (ms: number) =>
    hanging.evaluate((img, at) => {
      for (const animation of img.getAnimations()) {
        animation.pause();
        animation.currentTime = at;
      }
    }, ms);
  await animationAt(0);
  await expect.poll(background).toContain('animateTransform');
  await animationAt(7000);
  await expect.poll(background).not.toContain('animateTransform');
  expect(await background()).toContain('rect');
  // The pictures that came show themselves, no spinner behind them.
  await expect(tile.locator('img')).toHaveAttribute('data-image', 'load');
});

test('a type-48 tile takes a vote by keyboard: the thanks, then the numbers moved by one vote, kept on reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, request, 'aurora', 'ana@aurora.test', TILES);
  const tile = page
    .locator('article')
    .filter({ has: page.getByRole('link', { name: 'Podcasts', exact: true }) });
  const stars = tile.getByRole('group', { name: 'avalie este conteúdo: Podcasts' });
  await expect(stars).toBeVisible();
  const votes = async () => Number(/(\d+) avaliaç/.exec((await tile.textContent()) ?? '')?.[1]);
  const before = await votes();
  const send = tile.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();
  // By keyboard: into the stars, the arrows to the fourth, Enviar.
  await tile.getByRole('link', { name: 'Podcasts', exact: true }).focus();
  await page.keyboard.press('Tab');
  for (let star = 1; star < 4; star++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tile.getByText('Obrigado por avaliar este conteúdo')).toBeVisible();
  await expect.poll(votes).toBe(before + 1);
  await axeAtBothWidths(page);
  await page.reload();
  await expect(tile.getByText('Conteúdo Avaliado')).toBeVisible();
  await expect.poll(votes).toBe(before + 1);
});

test("a guest who is not enrolled reaches the disabled like by keyboard: 'Para curtir, é necessário estar matriculado'", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, request, 'aurora', 'gustavo@aurora.test', TILES);
  const tile = page
    .locator('article')
    .filter({ has: page.getByRole('link', { name: 'Boas-vindas', exact: true }) });
  const like = tile.getByRole('button', { name: /^Curtir Boas-vindas/ });
  await expect(like).toHaveAttribute('aria-disabled', 'true');
  await tile.getByRole('link', { name: 'Boas-vindas', exact: true }).focus();
  // Past the tile's rating: its stars are one stop, its 'Enviar' waits disabled for a star.
  await expect(tile.getByRole('group', { name: /^avalie este conteúdo/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(like).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Para curtir, é necessário estar matriculado');
  const text = await like.textContent();
  await like.press('Enter');
  await expect(like).toHaveText(text ?? '');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await axeAtBothWidths(page);
});
