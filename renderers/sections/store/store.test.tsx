import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAllValidators } from '../../../src/engine/validate';
import type { MenuSection, Offer } from '../../../src/generated/types';
import { renderWithEngine, articleOfLink } from '../../../tests/setup/engine';
import { installFakeApi, never, serverError, type FakeApi } from '../../../tests/setup/fake-api';
import StoreHome from './index';
import { searchBody, storeApi } from './test-support';

const section: MenuSection = { idSection: 221, idSectionType: 59, name: 'Loja' };

const offers: Offer[] = [
  {
    idOffer: 9401,
    idProduct: 9451,
    title: 'Curso de Técnicas de Vendas Consultivas',
    description: 'Oito módulos em vídeo.',
    price: 149.9,
    imageURL: '/demo/capa-vendas.svg',
    aquired: false,
  },
  {
    idOffer: 9404,
    title: 'Podcast Premium: Liderança em Pauta',
    price: 24.5,
    imageURL: '/demo/capa-podcast.svg',
    aquired: true,
  },
  { idOffer: 9406, title: 'Workshop de Segurança da Informação', price: 1250, aquired: false },
];

// The first render of a file also transforms the store's modules: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
let api: FakeApi | undefined;
afterEach(() => api?.restore());
// The store's schemas are in the on-demand bundle: loaded once here, not inside the first test's wait.
beforeAll(async () => {
  await loadAllValidators();
}, 20_000);

interface Sent {
  path: string;
  searchText: unknown;
}

/** The server's rules (server/store/routes.ts): substring search, purchased = aquired. */
function renderStore(answer?: (url: URL, body: { searchText?: string }) => unknown, route = '/loja/221') {
  const sent: Sent[] = [];
  const server = storeApi(offers);
  api = installFakeApi((url, init) => {
    if (url.pathname === '/store/shoppingcart' || (url.pathname === '/store/orders' && !answer))
      return server(url, init);
    const body = searchBody(init);
    sent.push({ path: url.pathname, searchText: body.searchText });
    return answer ? answer(url, body) : server(url, init);
  });
  // The app's freshness, as the tests count requests: with none, an observer that mounts after the
  // answer (a lazy part arriving late on a busy machine) would ask for the offers again.
  renderWithEngine(<StoreHome section={section} format={{}} items={[]} />, { route, appStaleTime: true });
  return sent;
}

const offerLinks = () => within(screen.getByRole('tabpanel')).queryAllByRole('link');
const card = articleOfLink;

describe('store home (section type 59)', () => {
  it('lists every offer from POST /store/offers {searchText: ""} with BRL prices', async () => {
    const sent = renderStore();
    const link = await screen.findByRole('link', { name: 'Curso de Técnicas de Vendas Consultivas' });
    expect(link.getAttribute('href')).toBe('/detalheslojinha?idOffer=9401&idSection=221');
    expect(sent).toEqual([{ path: '/store/offers', searchText: '' }]);
    expect(within(card('Curso de Técnicas de Vendas Consultivas')).getByText('R$ 149,90')).toBeTruthy();
    expect(within(card('Workshop de Segurança da Informação')).getByText('R$ 1.250,00')).toBeTruthy();
  });

  it('marks bought offers "Produto adquirido"', async () => {
    renderStore();
    await screen.findByRole('link', { name: 'Podcast Premium: Liderança em Pauta' });
    expect(within(card('Podcast Premium: Liderança em Pauta')).getByText('Produto adquirido')).toBeTruthy();
    expect(
      within(card('Curso de Técnicas de Vendas Consultivas')).queryByText('Produto adquirido'),
    ).toBeNull();
  });

  it('has the tabs "TODOS OS PRODUTOS" and "MEUS PRODUTOS"; the second lists POST /store/purchased', async () => {
    const sent = renderStore();
    const all = screen.getByRole('tab', { name: 'TODOS OS PRODUTOS' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('link', { name: 'Curso de Técnicas de Vendas Consultivas' });
    fireEvent.click(screen.getByRole('tab', { name: 'MEUS PRODUTOS' }));
    await waitFor(() => expect(offerLinks()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Podcast Premium: Liderança em Pauta' })).toBeTruthy();
    expect(sent.at(-1)).toEqual({ path: '/store/purchased', searchText: '' });
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'MEUS PRODUTOS' }).id,
    );
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderStore();
    const all = screen.getByRole('tab', { name: 'TODOS OS PRODUTOS' });
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    const mine = screen.getByRole('tab', { name: 'MEUS PRODUTOS' });
    expect(mine.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(mine);
    expect(mine.tabIndex).toBe(0);
    expect(all.tabIndex).toBe(-1);
    fireEvent.keyDown(mine, { key: 'Home' });
    expect(all.getAttribute('aria-selected')).toBe('true');
  });

  it('opens on MEUS PRODUTOS from ?aba=meus-produtos', async () => {
    renderStore(undefined, '/loja/221?idSection=221&aba=meus-produtos');
    expect(screen.getByRole('tab', { name: 'MEUS PRODUTOS' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Podcast Premium: Liderança em Pauta' })).toBeTruthy();
  });

  it('says "Você ainda não tem nenhum produto adquirido" when nothing was bought', async () => {
    renderStore((url) => ({ success: true, offers: url.pathname === '/store/purchased' ? [] : offers }));
    await screen.findByRole('link', { name: 'Curso de Técnicas de Vendas Consultivas' });
    fireEvent.click(screen.getByRole('tab', { name: 'MEUS PRODUTOS' }));
    expect(await screen.findByText('Você ainda não tem nenhum produto adquirido')).toBeTruthy();
  });

  it('searches after the 1 s pause and says when nothing matches', async () => {
    const sent = renderStore();
    await screen.findByRole('link', { name: 'Curso de Técnicas de Vendas Consultivas' });
    const box = screen.getByRole('searchbox', { name: 'Buscar produtos' });
    fireEvent.change(box, { target: { value: 'podcast' } });
    await waitFor(() => expect(offerLinks()).toHaveLength(1), { timeout: 2500 });
    expect(sent.at(-1)).toEqual({ path: '/store/offers', searchText: 'podcast' });
    // What was typed stays in the box.
    fireEvent.change(box, { target: { value: 'xyz' } });
    expect(
      await screen.findByText('Nenhum produto encontrado para "xyz".', {}, { timeout: 2500 }),
    ).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('xyz');
  });

  it('shows the fallback in place of an invalid offer and keeps the others', async () => {
    renderStore(() => ({ success: true, offers: [offers[0], { idOffer: 9 }, offers[2]] }));
    expect(await screen.findByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(offerLinks()).toHaveLength(2);
  });

  it('keeps the products shown, marked busy, while another tab loads', async () => {
    renderStore((url) => (url.pathname === '/store/purchased' ? never() : { success: true, offers }));
    await screen.findByRole('link', { name: 'Curso de Técnicas de Vendas Consultivas' });
    fireEvent.click(screen.getByRole('tab', { name: 'MEUS PRODUTOS' }));
    const list = within(screen.getByRole('tabpanel')).getByRole('list');
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('tab', { name: 'MEUS PRODUTOS' }).getAttribute('aria-selected')).toBe('true');
    expect(offerLinks()).toHaveLength(3);
  });

  it('shows "Carregando..." while loading', () => {
    renderStore(never);
    expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toBe('Carregando...');
  });

  it('says "Houve algum erro durante o carregamento das informações" when the call fails', async () => {
    renderStore(serverError);
    expect(await screen.findByText('Houve algum erro durante o carregamento das informações')).toBeTruthy();
  });

  it('has a back button and a link to the cart', async () => {
    renderStore();
    expect(screen.getByRole('button', { name: /Voltar/ })).toBeTruthy();
    const cart = await screen.findByRole('link', { name: 'Carrinho, 0 itens' });
    expect(cart.getAttribute('href')).toBe('/cartlojinha?idSection=221');
  });

  it('has a third tab "MEUS PEDIDOS", reached with the keyboard, listing GET /store/orders newest first', async () => {
    renderStore();
    const all = screen.getByRole('tab', { name: 'TODOS OS PRODUTOS' });
    await screen.findByRole('link', { name: 'Curso de Técnicas de Vendas Consultivas' });
    all.focus();
    fireEvent.keyDown(all, { key: 'End' });
    const mine = screen.getByRole('tab', { name: 'MEUS PEDIDOS' });
    expect(mine.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(mine);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(mine.id);
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['Pedido de 12 de novembro de 2026 às 09:30', 'Pedido de 10 de novembro de 2026 às 18:05']),
    );
    // The orders have no search: the box is not shown on their tab.
    expect(screen.queryByRole('searchbox', { name: 'Buscar produtos' })).toBeNull();
    expect(api?.calls.some((url) => url.pathname === '/store/orders')).toBe(true);
    // One list item per order (the products of each are a list of their own).
    const list = within(panel).getAllByRole('list')[0]!;
    expect(within(list).getAllByRole('article')).toHaveLength(2);
  });

  it("shows each order's date, status, total, card and products", async () => {
    renderStore(undefined, '/loja/221?idSection=221&aba=meus-pedidos');
    expect(screen.getByRole('tab', { name: 'MEUS PEDIDOS' }).getAttribute('aria-selected')).toBe('true');
    const approved = await screen.findByRole('article', {
      name: 'Pedido de 12 de novembro de 2026 às 09:30',
    });
    // Intl writes "R$" with a no-break space: read as a plain one.
    const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ');
    const facts = (order: HTMLElement) =>
      within(order)
        .getAllByRole('term')
        .map((term) => `${text(term)}: ${text(term.nextElementSibling)}`);
    expect(facts(approved)).toEqual([
      'Situação: Aprovado',
      'Total: R$ 174,40',
      'Forma de Pagamento: Visa terminado em 1111',
    ]);
    const products = within(approved).getByRole('list', { name: 'Produtos do pedido' });
    expect(within(products).getAllByRole('listitem').map(text)).toEqual([
      'Curso de Técnicas de Vendas ConsultivasR$ 149,90',
      'Podcast Premium: Liderança em PautaR$ 24,50',
    ]);
    const refused = screen.getByRole('article', { name: 'Pedido de 10 de novembro de 2026 às 18:05' });
    expect(facts(refused)).toEqual([
      'Situação: Recusado',
      'Total: R$ 1.250,00',
      'Forma de Pagamento: Mastercard terminado em 5100',
    ]);
    expect(within(refused).getByText('Workshop de Segurança da Informação')).toBeTruthy();
  });

  it('says "Não foi encontrado nenhum pedido" when there is no order', async () => {
    renderStore(
      (url) => (url.pathname === '/store/orders' ? { success: true, orders: [] } : { success: true, offers }),
      '/loja/221?idSection=221&aba=meus-pedidos',
    );
    expect(
      await within(screen.getByRole('tabpanel')).findByText('Não foi encontrado nenhum pedido'),
    ).toBeTruthy();
  });

  it('shows "Carregando..." while the orders load, and the load error when they fail', async () => {
    renderStore(
      (url) => (url.pathname === '/store/orders' ? never() : { success: true, offers }),
      '/loja/221?idSection=221&aba=meus-pedidos',
    );
    expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toBe('Carregando...');
    api?.restore();
    cleanup();
    renderStore(
      (url) => (url.pathname === '/store/orders' ? serverError() : { success: true, offers }),
      '/loja/221?idSection=221&aba=meus-pedidos',
    );
    expect(await screen.findByText('Houve algum erro durante o carregamento das informações')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
