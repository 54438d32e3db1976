import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { storeOrdersQuery } from '../../api/store';
import { clearSession, SessionProvider } from '../../session';
import { EngineProvider } from '../../engine';
import { loadAllValidators } from '../../engine/validate';
import type { Offer } from '../../generated/types';
import { engineConfig } from '../../../tests/setup/engine';
import {
  installFakeApi,
  json,
  QueryProvider,
  serverError,
  type FakeApi,
} from '../../../tests/setup/fake-api';
import CheckoutScreen from './CheckoutScreen';
import ProductScreen from './ProductScreen';
import { sanitizeHtml } from '../../ui/safe-html';
import { signInForTest } from '../../../tests/setup/signed-in';
import { hrefOf } from '../../../tests/setup/queries';

const offers: Offer[] = [
  {
    idOffer: 9401,
    title: 'Curso de Técnicas de Vendas Consultivas',
    description: 'Oito módulos em vídeo.',
    content: '<p>Do diagnóstico ao <strong>fechamento</strong>.</p><img src="x" onerror="alert(1)">',
    price: 149.9,
    imageURL: '/demo/capa-vendas.svg',
    aquired: false,
  },
  { idOffer: 9402, title: 'Trilha de Meditação Guiada', price: 39.9, aquired: false },
  { idOffer: 9404, title: 'Podcast Premium: Liderança em Pauta', price: 24.5, aquired: true },
];

/** A small in-memory stand-in for server/store/routes.ts. */
function fakeStore({ cart = [9401, 9402], approve = true } = {}) {
  const state = {
    cart: [...cart],
    bought: new Set<number>(),
    buys: [] as unknown[],
    orders: [] as unknown[],
  };
  const handler = (url: URL, init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const withFlags = offers.map((offer) => ({
      ...offer,
      aquired: offer.aquired || state.bought.has(offer.idOffer),
    }));
    switch (url.pathname) {
      case '/store/offers':
        return { success: true, offers: withFlags };
      case '/store/shoppingcart': {
        const itens = state.cart.map((id) => {
          const { idOffer, title, price } = offers.find((offer) => offer.idOffer === id) as Offer;
          return { idOffer, title, price };
        });
        const totalPrice = Math.round(itens.reduce((sum, item) => sum + item.price * 100, 0)) / 100;
        return {
          success: true,
          shoppingCart: { idShoppingCart: 7, idUser: 1, totalPrice, numItens: itens.length },
          itens,
        };
      }
      case '/store/addtocart':
        state.cart.push(Number(body.idOffer));
        return { success: true, numItens: state.cart.length };
      case '/store/removefromcart':
        state.cart = state.cart.filter((id) => id !== body.idOffer);
        return { success: true, numItens: state.cart.length };
      case '/store/orders':
        return { success: true, orders: state.orders };
      case '/store/buy':
        state.buys.push(body);
        state.orders.unshift({
          idPayment: state.buys.length,
          date: '2026-11-12T12:30:00.000Z',
          totalPrice: 0,
          status: approve ? 'APPROVED' : 'REFUSED',
          card: { brand: 'visa', lastDigits: '1111' },
          items: [],
        });
        if (approve) {
          for (const id of state.cart) state.bought.add(id);
          state.cart = [];
        }
        return { sucess: approve };
      default:
        return json(404, { success: false, message: 'Rota não encontrada.' });
    }
  };
  return { state, handler };
}

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        história anterior
      </button>
    </>
  );
}

// The first render of a file also transforms the store's modules: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  clearSession();
});
beforeAll(async () => {
  await loadAllValidators();
}, 20_000);

/** What the store home's MEUS PEDIDOS would show, kept in the cache beside the checkout. */
function OrdersCount() {
  const { data } = useQuery(storeOrdersQuery());
  return <output data-testid="orders">{data?.length ?? 'carregando'}</output>;
}

function renderAt(
  entries: string[],
  handler: (url: URL, init: RequestInit | undefined) => unknown,
  beside?: ReactNode,
) {
  api = installFakeApi(handler);
  // The store section of the menu gives "Voltar" and "Ver meus produtos" their address.
  signInForTest({ token: 'token-de-teste', menu: [{ idSection: 221, idSectionType: 59, name: 'Loja' }] });
  return render(
    <SessionProvider>
      <EngineProvider config={engineConfig({})}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <QueryProvider>
            <Routes>
              <Route path="/detalheslojinha" element={<ProductScreen />} />
              <Route path="/cartlojinha" element={<CheckoutScreen />} />
              <Route path="*" element={<p>outra página</p>} />
            </Routes>
            <Where />
            {beside}
          </QueryProvider>
        </MemoryRouter>
      </EngineProvider>
    </SessionProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('/detalheslojinha', () => {
  it('shows the product with its sanitised content and price', async () => {
    renderAt(['/detalheslojinha?idOffer=9401&idSection=221'], fakeStore({ cart: [] }).handler);
    expect(await screen.findByRole('heading', { level: 1, name: offers[0]!.title })).toBeTruthy();
    expect(screen.getByText('Oito módulos em vídeo.')).toBeTruthy();
    expect(screen.getByText('R$ 149,90')).toBeTruthy();
    expect(screen.getByText('fechamento').tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('"Adicionar ao carrinho" adds, then replaces the page with the cart', async () => {
    const store = fakeStore({ cart: [] });
    renderAt(['/loja/221?idSection=221', '/detalheslojinha?idOffer=9401&idSection=221'], store.handler);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar ao carrinho' }));
    await waitFor(() => expect(where()).toBe('/cartlojinha?idSection=221'));
    expect(store.state.cart).toEqual([9401]);
    // Replaced: back from the cart goes to the store, not to the product.
    fireEvent.click(screen.getByRole('button', { name: 'história anterior' }));
    await waitFor(() => expect(where()).toBe('/loja/221?idSection=221'));
  });

  it('says "Ir para carrinho" when the product is in the cart', async () => {
    renderAt(['/detalheslojinha?idOffer=9402&idSection=221'], fakeStore({ cart: [9402] }).handler);
    const link = await screen.findByRole('link', { name: 'Ir para carrinho' });
    expect(link.getAttribute('href')).toBe('/cartlojinha?idSection=221');
  });

  it('shows a disabled "Produto adquirido" once bought', async () => {
    renderAt(['/detalheslojinha?idOffer=9404'], fakeStore({ cart: [] }).handler);
    const button = await screen.findByRole('button', { name: 'Produto adquirido' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the product does not exist', async () => {
    renderAt(['/detalheslojinha?idOffer=1'], fakeStore().handler);
    expect(await screen.findByText('Produto não encontrado.')).toBeTruthy();
  });
});

const pin = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Etapas da compra' }))
    .getByText(name)
    .closest('li') as HTMLElement;
const pinStates = () =>
  [/^Carrinho$/, /^Forma de Pagamento$/, /^Confirmar$/].map((name) => pin(name).dataset.state);
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function fillValidCard(number = '4111111111111111') {
  type('Nome impresso no cartão', 'Ana Souza');
  type('Número do cartão', number);
  type('Validade (MM/AA)', '1299');
  type('CVC', '123');
}

describe('/cartlojinha', () => {
  it('stage 1 lists the cart with its BRL total and removes an item', async () => {
    const store = fakeStore();
    renderAt(['/cartlojinha?idSection=221'], store.handler);
    expect(await screen.findByText('R$ 189,80')).toBeTruthy();
    expect(pinStates()).toEqual(['current', 'off', 'off']);
    fireEvent.click(screen.getByRole('button', { name: 'Remover Trilha de Meditação Guiada do carrinho' }));
    expect(await screen.findByText('R$ 149,90', { selector: '[data-total]' })).toBeTruthy();
    expect(store.state.cart).toEqual([9401]);
  });

  it('stage 0 while the cart loads (every pin off), then the cart stage', async () => {
    const store = fakeStore();
    let answer = () => {};
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    renderAt(['/cartlojinha'], async (url, init) => {
      if (url.pathname === '/store/shoppingcart') await arrived;
      return store.handler(url, init);
    });
    expect(await screen.findByText('Carregando...')).toBeTruthy();
    expect(pinStates()).toEqual(['off', 'off', 'off']);
    await act(async () => answer());
    expect(await screen.findByText('R$ 189,80')).toBeTruthy();
    expect(pinStates()).toEqual(['current', 'off', 'off']);
  });

  it('says the load error with "Tentar novamente" when the cart does not load, then shows it', async () => {
    const store = fakeStore();
    let fails = true;
    renderAt(['/cartlojinha'], (url, init) =>
      url.pathname === '/store/shoppingcart' && fails ? serverError() : store.handler(url, init),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Houve algum erro durante o carregamento das informações',
    );
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('R$ 189,80')).toBeTruthy();
    expect(pinStates()).toEqual(['current', 'off', 'off']);
  });

  it('says "Seu carrinho está vazio" for an empty cart', async () => {
    renderAt(['/cartlojinha'], fakeStore({ cart: [] }).handler);
    expect(await screen.findByText('Seu carrinho está vazio')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avançar' })).toBeNull();
  });

  it('shows each card message and keeps what was typed', async () => {
    renderAt(['/cartlojinha'], fakeStore().handler);
    fireEvent.click(await screen.findByRole('button', { name: 'Avançar' }));
    expect(pinStates()).toEqual(['done', 'current', 'off']);

    type('Nome impresso no cartão', 'Ana 2');
    type('Número do cartão', '1234567890123456');
    type('Validade (MM/AA)', '122');
    type('CVC', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(screen.getByText('Formato inválido')).toBeTruthy();
    expect(screen.getByText('Bandeira do cartão não encontrada, favor informar outro cartão.')).toBeTruthy();
    expect(screen.getByText('Favor preencher o formato correto. MM/AA')).toBeTruthy();
    expect(screen.getByText('Favor preencher o formato correto.')).toBeTruthy();
    expect(field('Número do cartão').value).toBe('1234 5678 9012 3456');
    expect(field('Validade (MM/AA)').value).toBe('12/2');
    expect(field('Número do cartão').getAttribute('aria-invalid')).toBe('true');
    // The focus goes to the first field to fix.
    expect(document.activeElement).toBe(field('Nome impresso no cartão'));

    type('Validade (MM/AA)', '0120');
    expect(screen.getByText('Cartão expirado, favor mudar o cartão')).toBeTruthy();

    // To the cart and back: nothing typed is lost.
    fireEvent.click(screen.getByRole('button', { name: /Carrinho/ }));
    await screen.findByRole('button', { name: 'Avançar' });
    fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(field('Nome impresso no cartão').value).toBe('Ana 2');
    expect(field('CVC').value).toBe('12');
  });

  it('pays once with a valid card and shows "Pagamento autorizado!", then reloads the cart', async () => {
    const store = fakeStore();
    renderAt(['/cartlojinha?idSection=221'], store.handler);
    fireEvent.click(await screen.findByRole('button', { name: 'Avançar' }));
    await fillValidCard();
    expect(screen.getByText('Bandeira: Visa')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    expect(pinStates()).toEqual(['done', 'done', 'current']);
    expect(screen.getByText('Visa terminado em 1111')).toBeTruthy();

    const pay = screen.getByRole('button', { name: 'Confirmar pagamento' });
    act(() => {
      fireEvent.click(pay);
      fireEvent.click(pay);
    });
    expect(await screen.findByRole('heading', { name: 'Pagamento autorizado!' })).toBeTruthy();
    expect(screen.getByText('Seu produto já está disponível para uso no seu App')).toBeTruthy();
    expect(store.state.buys).toEqual([
      {
        name: 'Ana Souza',
        creditCard: '4111111111111111',
        expirationDate: '12/99',
        CVV: '123',
        brand: 'visa',
      },
    ]);
    expect(pinStates()).toEqual(['done', 'done', 'done']);
    expect(hrefOf('Ver meus produtos')).toBe('/loja/221?idSection=221&aba=meus-produtos');
    // The cart reloaded empty.
    fireEvent.click(screen.getByRole('button', { name: /Carrinho/ }));
    expect(await screen.findByText('Seu carrinho está vazio')).toBeTruthy();
  });

  it('reloads the orders once the payment settles, so MEUS PEDIDOS shows the new one', async () => {
    const store = fakeStore();
    renderAt(['/cartlojinha?idSection=221'], store.handler, <OrdersCount />);
    await waitFor(() => expect(screen.getByTestId('orders').textContent).toBe('0'));
    fireEvent.click(await screen.findByRole('button', { name: 'Avançar' }));
    await fillValidCard();
    fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByRole('heading', { name: 'Pagamento autorizado!' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('orders').textContent).toBe('1'));
  });

  it('shows "Pagamento não autorizado!" and goes Back to the payment with the card kept', async () => {
    renderAt(['/cartlojinha'], fakeStore({ approve: false }).handler);
    fireEvent.click(await screen.findByRole('button', { name: 'Avançar' }));
    await fillValidCard('4000000000000002');
    fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(await screen.findByRole('heading', { name: 'Pagamento não autorizado!' })).toBeTruthy();
    expect(
      screen.getByText('Ops, houve uma falha no processamento da sua compra. Tente novamente.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(pinStates()).toEqual(['done', 'current', 'off']);
    expect(field('Número do cartão').value).toBe('4000 0000 0000 0002');
  });
});

describe('sanitizeHtml', () => {
  it('drops scripts, handlers and inline styles', () => {
    expect(
      sanitizeHtml('<p style="color:red" onclick="x()">Oi</p><script>alert(1)</script><style>p{}</style>'),
    ).toBe('<p>Oi</p>');
  });
});
