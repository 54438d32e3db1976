// Shared by the store's tests and stories: the reference API's answers (server/store/routes.ts) to
// the store home's calls.
import type { Offer, StoreOrdersResponse } from '../../../src/generated/types';

export const emptyCart = {
  success: true,
  shoppingCart: { idShoppingCart: 1, idUser: 1, totalPrice: 0, numItens: 0 },
  itens: [],
};

// As GET /store/orders answers them (server/store/views.ts): newest first.
export const orders: StoreOrdersResponse['orders'] = [
  {
    idPayment: 12,
    date: '2026-11-12T12:30:00.000Z',
    totalPrice: 174.4,
    status: 'APPROVED',
    card: { brand: 'visa', lastDigits: '1111' },
    items: [
      { idOffer: 9401, title: 'Curso de Técnicas de Vendas Consultivas', price: 149.9 },
      { idOffer: 9404, title: 'Podcast Premium: Liderança em Pauta', price: 24.5 },
    ],
  },
  {
    idPayment: 11,
    date: '2026-11-10T21:05:00.000Z',
    totalPrice: 1250,
    status: 'REFUSED',
    card: { brand: 'mastercard', lastDigits: '5100' },
    items: [{ idOffer: 9406, title: 'Workshop de Segurança da Informação', price: 1250 }],
  },
];

/** What POST /store/offers and /store/purchased are sent: the search box's text. */
export const searchBody = (init?: RequestInit) =>
  JSON.parse(String(init?.body ?? '{}')) as { searchText?: string };

/**
 * The store's calls answered from `offers` and `orderList`: an empty cart, the orders, and the
 * offers (all, or the bought ones: aquired) whose title holds the searchText, in any case.
 */
export const storeApi =
  (offers: readonly unknown[], orderList: readonly unknown[] = orders) =>
  (url: URL, init?: RequestInit): unknown => {
    if (url.pathname === '/store/shoppingcart') return emptyCart;
    if (url.pathname === '/store/orders') return { success: true, orders: orderList };
    const text = (searchBody(init).searchText ?? '').toLowerCase();
    const listed =
      url.pathname === '/store/purchased' ? offers.filter((offer) => (offer as Offer).aquired) : offers;
    return {
      success: true,
      offers: listed.filter((offer) => !text || (offer as Offer).title?.toLowerCase().includes(text)),
    };
  };
