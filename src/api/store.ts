// The store's calls (content-app.md 7): POST /store/offers and /store/purchased with {searchText},
// GET /store/shoppingcart, POST /store/addtocart and /store/removefromcart with {idOffer},
// POST /store/buy, and GET /store/orders (the reference API's list of the user's payments). Each
// offer is validated on its own, so one bad offer shows the engine's fallback in its place and the
// rest of the store still works.
import { queryOptions } from '@tanstack/react-query';
import type { Offer } from '../generated/types';
import { validateItems } from '../engine/items';
import { validate } from '../engine/validate';
import { api } from './instance';

export type OfferList = 'all' | 'purchased';

export const storeKeys = {
  all: ['store'] as const,
  offers: (list: OfferList, searchText: string) => ['store', 'offers', list, searchText] as const,
  cart: ['store', 'cart'] as const,
  /** Under `all`: a payment's settling invalidates the store's keys, the orders with them. */
  orders: ['store', 'orders'] as const,
};

const offerPaths: Record<OfferList, string> = { all: '/store/offers', purchased: '/store/purchased' };

export const storeOffersQuery = (list: OfferList, searchText: string) =>
  queryOptions({
    queryKey: storeKeys.offers(list, searchText),
    queryFn: async () => {
      const response = await api().request('POST', offerPaths[list], {
        schema: 'api/store-offers-response',
        body: { searchText },
      });
      return validateItems<Offer>(validate, 'offer', response.offers);
    },
  });

export const shoppingCartQuery = () =>
  queryOptions({
    queryKey: storeKeys.cart,
    queryFn: () => api().request('GET', '/store/shoppingcart', { schema: 'api/store-cart-response' }),
  });

/** The user's orders, newest first ("MEUS PEDIDOS"): made by the server, so checked as a whole. */
export const storeOrdersQuery = () =>
  queryOptions({
    queryKey: storeKeys.orders,
    queryFn: async () =>
      (await api().request('GET', '/store/orders', { schema: 'api/store-orders-response' })).orders,
  });

export const addToCart = (idOffer: number) =>
  api().request('POST', '/store/addtocart', { schema: 'api/store-cart-change-response', body: { idOffer } });

export const removeFromCart = (idOffer: number) =>
  api().request('POST', '/store/removefromcart', {
    schema: 'api/store-cart-change-response',
    body: { idOffer },
  });

/** The payload of content-app.md 7, spelled as the spec does. */
interface BuyPayload {
  name: string;
  creditCard: string;
  expirationDate: string;
  CVV: string;
  brand: string;
}

export const buy = (payload: BuyPayload) =>
  api().request('POST', '/store/buy', { schema: 'api/store-buy-response', body: payload });
