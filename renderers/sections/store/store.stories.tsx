import { sectionOfType } from '../../../.storybook/fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/store.json';
import type { Offer, StoreOrdersResponse } from '../../../src/generated/types';
import { never, serverError, type FakeHandler } from '../../../tests/setup/fake-api';
import StoreHome from './index';

const section = sectionOfType(59);
// As the server answers them for a user who bought the podcast (server/store/routes.ts).
const offers: Offer[] = part.offers.map((offer) => ({ ...offer, aquired: offer.idOffer === 9404 }));

const emptyCart = {
  success: true,
  shoppingCart: { idShoppingCart: 1, idUser: 1, totalPrice: 0, numItens: 0 },
  itens: [],
};

// As GET /store/orders answers them: the podcast bought after a refused try (server/store/views.ts).
const someOrders: StoreOrdersResponse['orders'] = [
  {
    idPayment: 2,
    date: '2026-11-12T12:30:00.000Z',
    totalPrice: 24.5,
    status: 'APPROVED',
    card: { brand: 'visa', lastDigits: '1111' },
    items: [{ idOffer: 9404, title: 'Podcast Premium: Liderança em Pauta', price: 24.5 }],
  },
  {
    idPayment: 1,
    date: '2026-11-12T12:25:00.000Z',
    totalPrice: 24.5,
    status: 'REFUSED',
    card: { brand: 'visa', lastDigits: '0002' },
    items: [{ idOffer: 9404, title: 'Podcast Premium: Liderança em Pauta', price: 24.5 }],
  },
];

/**
 * The store's calls: the cart, the orders, and the offers (all, or the bought ones) filtered by
 * searchText.
 */
const store =
  (all: unknown[], orders: unknown[] = someOrders): FakeHandler =>
  (url, init) => {
    if (url.pathname === '/store/shoppingcart') return emptyCart;
    if (url.pathname === '/store/orders') return { success: true, orders };
    const { searchText = '' } = JSON.parse(String(init?.body ?? '{}')) as { searchText?: string };
    const listed =
      url.pathname === '/store/purchased' ? all.filter((offer) => (offer as Offer).aquired) : all;
    return {
      success: true,
      offers: listed.filter(
        (offer) => !searchText || (offer as Offer).title?.toLowerCase().includes(searchText.toLowerCase()),
      ),
    };
  };

const meta = {
  title: 'Sections/Store (type 59)',
  component: StoreHome,
  args: { section, format: {}, items: [] },
} satisfies Meta<typeof StoreHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withApi(store(offers))] };
/**
 * No offers at all; on MEUS PRODUTOS: "Você ainda não tem nenhum produto adquirido"; on MEUS PEDIDOS:
 * "Não foi encontrado nenhum pedido".
 */
export const Empty: Story = { decorators: [withApi(store([], []))] };
/** An offer without a title shows the fallback in its place; the others stay. */
export const InvalidItem: Story = {
  decorators: [withApi(store([offers[0], { idOffer: 9, price: 10 }, ...offers.slice(1)]))],
};
export const Loading: Story = { decorators: [withApi(never)] };
/** "Houve algum erro durante o carregamento das informações". */
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
