// The store (content-app.md 2.7, 4, 5, 8) against the reference API and its fake gateway. Purchases
// persist in the server's database for the whole run, so each test signs in its own store user
// (loja1..loja5@aurora.test, fixtures/aurora/parts/store.json).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { direct, openSignedIn, tenantUrl, watchCsp } from './support';

const storeHome = /\/loja\/221\?idSection=221/;

/** The page's own session token, to ask the server what it stored. */
const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('wl.menuData') ?? '{}') as { token: string }).token);

async function serverCall(request: APIRequestContext, page: Page, method: 'GET' | 'POST', path: string) {
  const { url, headers } = direct('aurora', `/api${path}`);
  const options = { headers: { ...headers, authorization: `Bearer ${await tokenOf(page)}` } };
  const response =
    method === 'GET' ? await request.get(url, options) : await request.post(url, { ...options, data: {} });
  expect(response.status()).toBe(200);
  return response.json();
}

const offerIds = (body: { offers?: { idOffer: number }[]; itens?: { idOffer: number }[] }) =>
  (body.offers ?? body.itens ?? []).map((offer) => offer.idOffer);

const panel = (page: Page) => page.getByRole('tabpanel');

async function addToCart(page: Page, title: string) {
  await panel(page).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/detalheslojinha\?idOffer=\d+&idSection=221$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(page).toHaveURL(/\/cartlojinha\?idSection=221$/);
}

async function fillCard(page: Page, card: { name: string; number: string; expiry: string; cvc: string }) {
  await page.getByLabel('Nome impresso no cartão').fill(card.name);
  await page.getByLabel('Número do cartão').pressSequentially(card.number);
  await page.getByLabel('Validade (MM/AA)').fill(card.expiry);
  await page.getByLabel('CVC').fill(card.cvc);
}

const pinState = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: 'Etapas da compra' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .getAttribute('data-state');

test('browse, search, buy with the approving card; the product is then "Produto adquirido"', async ({
  page,
  request,
}) => {
  // The whole purchase walk in one test: longer than the suite's 30 s on a busy machine.
  test.setTimeout(90_000);
  await openSignedIn(page, request, 'aurora', 'loja1@aurora.test', '/lojinha');
  await expect(page).toHaveURL(storeHome);
  await expect(page.getByRole('tab', { name: 'TODOS OS PRODUTOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'MEUS PRODUTOS' })).toBeVisible();
  await expect(panel(page).getByRole('link')).toHaveCount(6);
  await expect(panel(page).getByText('R$ 149,90')).toBeVisible();
  // No order yet. Read now, so the list is in the cache when the payment has to renew it.
  await page.getByRole('tab', { name: 'MEUS PEDIDOS' }).click();
  await expect(page).toHaveURL(/aba=meus-pedidos/);
  await expect(panel(page).getByText('Não foi encontrado nenhum pedido')).toBeVisible();
  await page.getByRole('tab', { name: 'TODOS OS PRODUTOS' }).click();
  await expect(panel(page).getByRole('link')).toHaveCount(6);

  const search = page.getByRole('searchbox', { name: 'Buscar produtos' });
  await search.fill('meditacao');
  await expect(panel(page).getByRole('link')).toHaveCount(1);
  await expect(panel(page).getByRole('link', { name: 'Trilha de Meditação Guiada' })).toBeVisible();
  await search.fill('nada parecido');
  await expect(panel(page).getByText('Nenhum produto encontrado para "nada parecido".')).toBeVisible();
  await search.fill('');
  await expect(panel(page).getByRole('link')).toHaveCount(6);

  await addToCart(page, 'Curso de Técnicas de Vendas Consultivas');
  // The product page was replaced by the cart: back returns to the store, not to the product.
  await page.goBack();
  await expect(page).toHaveURL(storeHome);
  await addToCart(page, 'Trilha de Meditação Guiada');
  await expect(page.locator('[data-total]')).toHaveText('R$ 189,80');
  expect(await pinState(page, 'Carrinho')).toBe('current');

  await page.getByRole('button', { name: 'Avançar' }).click();
  expect(await pinState(page, 'Carrinho')).toBe('done');
  expect(await pinState(page, 'Forma de Pagamento')).toBe('current');

  // Each of the spec's messages, shown as the field is left.
  await page.getByLabel('Número do cartão').fill('1234 5678 9012 3456');
  await page.getByLabel('Número do cartão').press('Tab');
  await expect(
    page.getByText('Bandeira do cartão não encontrada, favor informar outro cartão.'),
  ).toBeVisible();
  await page.getByLabel('Validade (MM/AA)').fill('122');
  await page.getByLabel('Validade (MM/AA)').press('Tab');
  await expect(page.getByLabel('Validade (MM/AA)')).toHaveValue('12/2');
  await expect(page.getByText('Favor preencher o formato correto. MM/AA')).toBeVisible();
  await page.getByLabel('Validade (MM/AA)').fill('01/20');
  await expect(page.getByText('Cartão expirado, favor mudar o cartão')).toBeVisible();
  await page.getByLabel('CVC').fill('12');
  await page.getByLabel('CVC').press('Tab');
  await expect(page.getByText('Favor preencher o formato correto.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Avançar' }).click();
  expect(await pinState(page, 'Forma de Pagamento')).toBe('current');

  await page.getByLabel('Número do cartão').fill('');
  await fillCard(page, { name: 'Cliente Loja Um', number: '4111111111111111', expiry: '1299', cvc: '123' });
  await expect(page.getByLabel('Número do cartão')).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByText('Bandeira: Visa')).toBeVisible();
  await page.getByRole('button', { name: 'Avançar' }).click();
  expect(await pinState(page, 'Confirmar')).toBe('current');
  await expect(page.getByText('Visa terminado em 1111')).toBeVisible();

  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento autorizado!' })).toBeVisible();
  await expect(page.getByText('Seu produto já está disponível para uso no seu App')).toBeVisible();

  // What the server stored: both offers bought, the cart emptied.
  expect(offerIds(await serverCall(request, page, 'POST', '/store/purchased'))).toEqual([9401, 9402]);
  expect(offerIds(await serverCall(request, page, 'GET', '/store/shoppingcart'))).toEqual([]);

  await page.getByRole('link', { name: 'Ver meus produtos' }).click();
  await expect(page.getByRole('tab', { name: 'MEUS PRODUTOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('link')).toHaveCount(2);
  const bought = panel(page)
    .getByRole('listitem')
    .filter({ hasText: 'Curso de Técnicas de Vendas Consultivas' });
  await expect(bought.getByText('Produto adquirido')).toBeVisible();
  await bought.getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Produto adquirido' })).toBeDisabled();

  // MEUS PEDIDOS, without a reload: the payment renewed the list read before it.
  await page.goBack();
  await page.getByRole('tab', { name: 'MEUS PEDIDOS' }).click();
  const order = panel(page).getByRole('article');
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('heading', { level: 2 })).toHaveText(
    /^Pedido de \d{1,2} de \S+ de \d{4} às \d{2}:\d{2}$/,
  );
  await expect(order.getByText('Aprovado')).toBeVisible();
  await expect(order.getByText('R$ 189,80')).toBeVisible();
  await expect(order.getByText('Visa terminado em 1111')).toBeVisible();
  await expect(order.getByRole('list', { name: 'Produtos do pedido' }).getByRole('listitem')).toHaveText([
    /Curso de Técnicas de Vendas Consultivas/,
    /Trilha de Meditação Guiada/,
  ]);
});

test('the declining card: "Pagamento não autorizado!", Back returns to the payment', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, 'aurora', 'loja2@aurora.test', '/loja/221?idSection=221');
  await addToCart(page, 'Kit Ergonomia no Home Office');
  await expect(page.locator('[data-total]')).toHaveText('R$ 59,00');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await fillCard(page, { name: 'Cliente Loja Dois', number: '4000000000000002', expiry: '1299', cvc: '321' });
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: 'Confirmar pagamento' }).click();

  await expect(page.getByRole('heading', { name: 'Pagamento não autorizado!' })).toBeVisible();
  await expect(
    page.getByText('Ops, houve uma falha no processamento da sua compra. Tente novamente.'),
  ).toBeVisible();
  // The result's own "Voltar" (the top bar has one too, which goes back in the history).
  await page.locator('[data-result="refused"]').getByRole('button', { name: 'Voltar' }).click();
  expect(await pinState(page, 'Forma de Pagamento')).toBe('current');
  await expect(page.getByLabel('Número do cartão')).toHaveValue('4000 0000 0000 0002');

  // Nothing was bought; the cart keeps the product for another try.
  expect(offerIds(await serverCall(request, page, 'POST', '/store/purchased'))).toEqual([]);
  expect(offerIds(await serverCall(request, page, 'GET', '/store/shoppingcart'))).toEqual([9403]);

  // A pin goes back to the cart.
  await page.getByRole('button', { name: /^Carrinho/ }).click();
  expect(await pinState(page, 'Carrinho')).toBe('current');
});

test('empty states, keyboard tabs and no CSP violation across the store', async ({ page, request }) => {
  const csp = watchCsp(page);
  await openSignedIn(page, request, 'aurora', 'loja3@aurora.test', '/loja/221?idSection=221');
  const all = page.getByRole('tab', { name: 'TODOS OS PRODUTOS' });
  await all.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'MEUS PRODUTOS' })).toBeFocused();
  await expect(page).toHaveURL(/aba=meus-produtos/);
  await expect(panel(page).getByText('Você ainda não tem nenhum produto adquirido')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'MEUS PEDIDOS' })).toBeFocused();
  await expect(page).toHaveURL(/aba=meus-pedidos/);
  await expect(panel(page).getByText('Não foi encontrado nenhum pedido')).toBeVisible();

  await page.goto(tenantUrl('aurora', '/detalheslojinha?idOffer=9406&idSection=221'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Workshop de Segurança da Informação' }),
  ).toBeVisible();
  await expect(page.getByText('R$ 1.250,00')).toBeVisible();
  await expect(page.getByText('Casos reais, simulações de phishing e um teste final.')).toBeVisible();

  await page.goto(tenantUrl('aurora', '/cartlojinha?idSection=221'));
  await expect(page.getByText('Seu carrinho está vazio')).toBeVisible();
  csp.expectNone();
});
