// The HTML viewers of content-app.md 2.6 (article 3, embedded page 4, rich page 5 and "Livre" 9, link
// 27) and the rating of spec 4, against the reference API, on the aurora demo part articles.json.
import { expect, test, type Page } from '@playwright/test';
import { direct, startSignedIn, tenantUrl, watchCsp } from './support';

const SECTION = '/leituras-e-paginas/271?idSection=271';
const content = (id: number) => tenantUrl('aurora', `/content/${id}?idSection=271`);

/** The session token the app holds (the one it sends to the API; never put in an address). */
const sessionToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('wl.menuData') ?? '{}') as { token?: string }).token);

test.describe('as Ana', () => {
  test.beforeEach(async ({ page, request }) => {
    await startSignedIn(page, request, 'aurora', 'ana@aurora.test');
  });

  test('an article shows its image, its text, "saiba mais" in a new tab and its chat', async ({ page }) => {
    const csp = watchCsp(page);
    await page.goto(tenantUrl('aurora', SECTION));
    await page.getByRole('link', { name: /Como organizar sua semana de trabalho/ }).click();
    await expect(page).toHaveURL(/\/content\/9901\?idSection=271$/);

    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'Como organizar sua semana de trabalho',
    );
    const image = article.locator('img[src="/demo/capa-artigo.svg"]');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(article.getByRole('heading', { name: 'Cinco hábitos' })).toBeVisible();
    await expect(article.getByText('Reserve blocos de foco sem reuniões.')).toBeVisible();

    const more = article.getByRole('link', { name: /saiba mais/ });
    await expect(more).toHaveAttribute('href', 'https://blog.aurora.test/organizacao-semanal');
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', /noopener/);

    const chat = article.getByRole('region', { name: 'Bate-papo' });
    await expect(chat.getByText('Nenhuma mensagem ainda. Comece a conversa!')).toBeVisible();
    csp.expectNone();
  });

  test('an embedded page frames its address with a link token appended', async ({ page, request }) => {
    const csp = watchCsp(page);
    await page.goto(content(9902));
    const frame = page.locator('iframe[title="Portal de parceiros"]');
    await expect(frame).toBeVisible();
    const session = await sessionToken(page);
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.pathname).toBe('/demo/pagina-incorporada.html');
    // The address's own query is kept, the token added after it: a link token, not the session's.
    const token = src.searchParams.get('token');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(token).not.toBe(session);
    expect(src.search).toBe(`?origem=aplicativo&token=${token}`);
    // It opens no route of the API.
    const { url, headers } = direct('aurora', '/api/content/find/1');
    const refused = await request.get(url, { headers: { ...headers, authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
    // The partner's server learns once who the learner is; the token never becomes a session.
    const renew = direct('aurora', '/api/login/renewlogin');
    const notSession = await request.post(renew.url, {
      headers: { ...renew.headers, authorization: `Bearer ${token}` },
      data: { idAppType: 1 },
    });
    expect(notSession.status()).toBe(401);
    const identify = direct('aurora', '/api/login/linktoken/identify');
    const who = await request.post(identify.url, { headers: identify.headers, data: { linkToken: token } });
    expect(who.status()).toBe(200);
    expect((await who.json()).user.email).toBe('ana@aurora.test');
    // A page of the app's own origin never gets allow-same-origin next to allow-scripts.
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');

    // The demo page read the token from its address (its own script, under the same CSP).
    const framed = page.frameLocator('iframe[title="Portal de parceiros"]');
    await expect(framed.getByRole('heading', { name: 'Portal de parceiros Aurora' })).toBeVisible();
    await expect(framed.locator('#token-recebido')).toHaveText(token ?? '');
    await expect(framed.locator('#outros-parametros')).toHaveText('origem=aplicativo');
    csp.expectNone();
  });

  test('an embedded page without an address goes back to where the learner came from', async ({ page }) => {
    await page.goto(tenantUrl('aurora', SECTION));
    await page.getByRole('link', { name: /Página em manutenção/ }).click();
    await expect(page).toHaveURL(tenantUrl('aurora', SECTION));
    await expect(page.getByRole('link', { name: /Portal de parceiros/ })).toBeVisible();

    // Opened directly, with nothing of the app behind it: to its section.
    await page.goto(content(9903));
    await expect(page).toHaveURL(tenantUrl('aurora', SECTION));
    await expect(page.getByRole('link', { name: /Página em manutenção/ })).toBeVisible();
  });

  test('a "Livre" item shares the rich page: HTML, rating and chat', async ({ page }) => {
    await page.goto(content(9905));
    const article = page.getByRole('article');
    await expect(article.getByText('Por Diego Prates')).toBeVisible();
    await expect(article.getByText('livre', { exact: true })).toBeVisible();
    const rating = article.getByRole('region', { name: 'Avaliação' });
    await expect(rating.getByRole('group', { name: 'Avalie este conteúdo' })).toBeVisible();
    await expect(rating.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(article.getByRole('region', { name: 'Bate-papo' })).toBeVisible();
  });

  test('a link page (type 27) is the external link card, opening in a new tab', async ({ page }) => {
    await page.goto(content(9906));
    const enter = page.getByRole('link', { name: /Clique para entrar/ });
    await expect(enter).toHaveAttribute('href', 'https://beneficios.aurora.test/colaboradores');
    await expect(enter).toHaveAttribute('target', '_blank');
  });
});

// Votes persist for the whole run: a dedicated learner per attempt, so a retry starts unrated.
const VOTERS = ['clara.menezes@aurora.test', 'diego.prates@aurora.test', 'sofia.barros@aurora.test'];

test('the rich page is rated with the keyboard, thanks for 2 s, and the server keeps the vote', async ({
  page,
  request,
}, testInfo) => {
  await startSignedIn(page, request, 'aurora', VOTERS[testInfo.retry % VOTERS.length] ?? '');
  const csp = watchCsp(page);
  await page.goto(content(9904));
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Pausas' })).toBeVisible();
  await expect(article.getByText('Qual pausa funciona melhor para vocês?')).toBeVisible();

  const rating = article.getByRole('region', { name: 'Avaliação' });
  const send = rating.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();
  const stars = rating.getByRole('group', { name: 'Avalie este conteúdo' });
  await stars.getByRole('radio', { name: '3 estrelas' }).check();
  await expect(send).toBeEnabled();
  // A radio group: the arrow keys move the choice, whole stars only.
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
  await send.click();

  await expect(rating.getByText('Obrigado por avaliar esse conteúdo')).toBeVisible();
  await expect(rating.getByRole('img', { name: 'Avaliação: 4 de 5' })).toBeVisible({ timeout: 4000 });
  await expect(rating.getByText('Obrigado por avaliar esse conteúdo')).toHaveCount(0);

  // What the server stored, read as the learner.
  const token = await sessionToken(page);
  const { url, headers } = direct('aurora', '/api/content/find/9904');
  const found = await request.get(url, { headers: { ...headers, authorization: `Bearer ${token}` } });
  expect(found.status()).toBe(200);
  const [item] = (await found.json()).content;
  expect(item.vote).toBe(4);
  expect(item.numberVotes).toBeGreaterThanOrEqual(1);

  // Coming back, the content says it was rated.
  await page.reload();
  await expect(rating.getByText('Conteúdo Avaliado')).toBeVisible();
  await expect(rating.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
  csp.expectNone();
});
