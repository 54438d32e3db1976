import { sectionStory } from '../../../.storybook/fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/store.json';
import type { Offer } from '../../../src/generated/types';
import { never, serverError } from '../../../tests/setup/fake-api';
import StoreHome from './index';
import { orders, storeApi } from './test-support';

const { args } = sectionStory(59);
// As the server answers them for a user whose approved order bought the course and the podcast.
const bought = new Set(
  orders
    .filter((order) => order.status === 'APPROVED')
    .flatMap((order) => order.items.map((item) => item.idOffer)),
);
const offers: Offer[] = part.offers.map((offer) => ({ ...offer, aquired: bought.has(offer.idOffer) }));

const meta = {
  title: 'Sections/Store (type 59)',
  component: StoreHome,
  args,
} satisfies Meta<typeof StoreHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withApi(storeApi(offers))] };
/**
 * No offers at all; on MEUS PRODUTOS: "Você ainda não tem nenhum produto adquirido"; on MEUS PEDIDOS:
 * "Não foi encontrado nenhum pedido".
 */
export const Empty: Story = { decorators: [withApi(storeApi([], []))] };
/** An offer without a title shows the fallback in its place; the others stay. */
export const InvalidItem: Story = {
  decorators: [withApi(storeApi([offers[0], { idOffer: 9, price: 10 }, ...offers.slice(1)]))],
};
export const Loading: Story = { decorators: [withApi(never)] };
/** "Houve algum erro durante o carregamento das informações". */
export const LoadError: Story = {
  decorators: [withApi(serverError)],
};
