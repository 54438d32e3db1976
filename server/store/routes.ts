// The store (content-app.md 2.7, 7), for signed-in users of the host's tenant only (section 6):
//   POST /api/store/offers, /api/store/purchased   -> the offers, or those the user bought, searched
//   GET  /api/store/shoppingcart                   -> the user's open cart
//   POST /api/store/addtocart, /api/store/removefromcart -> change it, answering how many it holds
//   POST /api/store/buy                            -> pay the cart by credit card
//   GET  /api/store/orders                         -> the user's payments, newest first ("MEUS PEDIDOS")
// Offers come from the tenant fixture; carts, payments and purchases are stored per tenant and user.
// Payments go to the built-in fake gateway (fake-gateway.ts).
import { authenticatedOf } from '../auth/session-guard.ts';
import { apiSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { chargeCard } from './fake-gateway.ts';
import { storeMessages } from './messages.ts';
import { checkCard, offerMatches } from './rules.ts';
import { listOrders } from './orders.ts';
import {
  addCartItem,
  countCartItems,
  listOffers,
  openCartId,
  readCart,
  recordPayment,
  removeCartItem,
} from './store.ts';
import { buyResponse, cartResponse, ordersResponse } from './views.ts';

export const storeArea: Area = {
  name: 'store',
  routes: ({ db, now }) => {
    /** The tenant's offers for the signed-in user, with what they bought. */
    const offersOf = (request: Parameters<typeof authenticatedOf>[0]) => {
      const { tenant, session } = authenticatedOf(request);
      return listOffers(db, tenant.idApp, session.idUser);
    };
    // The body is optional: no body searches nothing.
    const searchTextOf = (body: { searchText?: string } | undefined) => body?.searchText ?? '';
    return [
      route({
        method: 'POST',
        url: '/api/store/offers',
        body: apiSchema('store-search-body'),
        handler: async (request) => {
          const searchText = searchTextOf(request.body);
          const offers = await offersOf(request);
          return { success: true, offers: offers.filter((offer) => offerMatches(offer, searchText)) };
        },
      }),
      route({
        method: 'POST',
        url: '/api/store/purchased',
        body: apiSchema('store-search-body'),
        handler: async (request) => {
          const searchText = searchTextOf(request.body);
          const offers = await offersOf(request);
          return {
            success: true,
            offers: offers.filter((offer) => offer.aquired && offerMatches(offer, searchText)),
          };
        },
      }),
      route({
        method: 'GET',
        url: '/api/store/shoppingcart',
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const offers = await offersOf(request);
          return cartResponse(await readCart(db, tenant.idApp, session.idUser, offers, now()));
        },
      }),
      route({
        method: 'POST',
        url: '/api/store/addtocart',
        body: apiSchema('store-offer-body'),
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const offers = await offersOf(request);
          const offer =
            offers.find((candidate) => candidate.idOffer === request.body.idOffer) ??
            refuse(404, storeMessages.offerNotFound);
          if (offer.aquired) return refuse(409, storeMessages.alreadyPurchased);
          const idShoppingCart = await openCartId(db, tenant.idApp, session.idUser, now());
          // Adding twice is harmless: the cart holds each offer once.
          await addCartItem(db, tenant.idApp, idShoppingCart, offer.idOffer, now());
          return { success: true, numItens: await countCartItems(db, tenant.idApp, idShoppingCart) };
        },
      }),
      route({
        method: 'POST',
        url: '/api/store/removefromcart',
        body: apiSchema('store-offer-body'),
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const offers = await offersOf(request);
          if (!offers.some((offer) => offer.idOffer === request.body.idOffer))
            return refuse(404, storeMessages.offerNotFound);
          const idShoppingCart = await openCartId(db, tenant.idApp, session.idUser, now());
          await removeCartItem(db, tenant.idApp, idShoppingCart, request.body.idOffer);
          return { success: true, numItens: await countCartItems(db, tenant.idApp, idShoppingCart) };
        },
      }),
      route({
        method: 'GET',
        url: '/api/store/orders',
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const offers = await offersOf(request);
          return ordersResponse(await listOrders(db, tenant.idApp, session.idUser, offers));
        },
      }),
      route({
        method: 'POST',
        url: '/api/store/buy',
        // A payment is the accessed user's own (learning-area.md 4.11).
        duringSupport: 'closed',
        body: apiSchema('store-buy-body'),
        handler: async (request) => {
          const { tenant, session } = authenticatedOf(request);
          const at = now();
          const checked = checkCard(request.body, at);
          if (!checked.ok) return refuse(400, checked.message);
          const offers = await offersOf(request);
          const cart = await readCart(db, tenant.idApp, session.idUser, offers, at);
          // Also what a second click finds once the first payment closed the cart: nothing is charged twice.
          if (cart.lines.length === 0) return refuse(409, storeMessages.emptyCart);
          const answer = chargeCard(checked.card, cart.totalCents);
          const { holderName, brand, lastDigits } = checked.card;
          const idPayment = await recordPayment(
            db,
            tenant.idApp,
            cart,
            { holderName, brand, lastDigits, authorised: answer.authorised },
            at,
          );
          return buyResponse(answer, idPayment, checked.card);
        },
      }),
    ];
  },
};
