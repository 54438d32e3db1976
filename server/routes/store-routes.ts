// The store (content-app.md 2.7, 7): offers and the user's purchases, the cart, and the payment by
// credit card through the built-in fake gateway (server/payments/fake-gateway.ts). Offers come from
// the tenant fixture; carts, payments and purchases are stored per tenant and user.
import type { FastifyInstance } from 'fastify';
import { authenticatedOf, sessionGuard } from '../auth/session-guard.ts';
import { failure } from '../messages.ts';
import { checkCard, type CardInput } from '../payments/card-check.ts';
import { chargeCard } from '../payments/fake-gateway.ts';
import type { RouteContext } from '../route-context.ts';
import { listOffers, offerMatches } from '../store/offer-store.ts';
import {
  addCartItem,
  countCartItems,
  openCartId,
  readCart,
  recordPayment,
  removeCartItem,
  type Cart,
} from '../store/shopping-cart-store.ts';
import { storeMessages } from './store-messages.ts';

const searchBody = {
  body: {
    type: 'object',
    properties: { searchText: { type: 'string', maxLength: 100, default: '' } },
  },
} as const;

const offerBody = {
  body: {
    type: 'object',
    required: ['idOffer'],
    properties: { idOffer: { type: 'integer', minimum: 1 } },
  },
} as const;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

const buyBody = {
  body: {
    type: 'object',
    required: ['name', 'creditCard', 'expirationDate', 'CVV', 'brand'],
    properties: {
      name: text(100),
      creditCard: text(22),
      expirationDate: text(5),
      CVV: text(4),
      brand: text(40),
    },
  },
} as const;

/** GET /store/shoppingcart's answer, spelled as the spec does (`itens`, `numItens`). */
export function cartResponse(cart: Cart) {
  return {
    success: true,
    shoppingCart: {
      idShoppingCart: cart.idShoppingCart,
      idUser: cart.idUser,
      totalPrice: cart.totalCents / 100,
      numItens: cart.lines.length,
    },
    itens: cart.lines,
  };
}

/** Signed-in users of the host's tenant only (content-app.md 6). */
export async function storeRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  app.post<{ Body: { searchText: string } | undefined }>(
    '/store/offers',
    { schema: searchBody },
    async (request) => {
      const { tenant, session } = authenticatedOf(request);
      const searchText = request.body?.searchText ?? '';
      const offers = await listOffers(context.db, tenant.idApp, session.idUser);
      return { success: true, offers: offers.filter((offer) => offerMatches(offer, searchText)) };
    },
  );

  app.post<{ Body: { searchText: string } | undefined }>(
    '/store/purchased',
    { schema: searchBody },
    async (request) => {
      const { tenant, session } = authenticatedOf(request);
      const searchText = request.body?.searchText ?? '';
      const offers = await listOffers(context.db, tenant.idApp, session.idUser);
      return {
        success: true,
        offers: offers.filter((offer) => offer.aquired && offerMatches(offer, searchText)),
      };
    },
  );

  app.get('/store/shoppingcart', async (request) => {
    const { tenant, session } = authenticatedOf(request);
    const offers = await listOffers(context.db, tenant.idApp, session.idUser);
    return cartResponse(await readCart(context.db, tenant.idApp, session.idUser, offers, context.now()));
  });

  app.post<{ Body: { idOffer: number } }>(
    '/store/addtocart',
    { schema: offerBody },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const offers = await listOffers(context.db, tenant.idApp, session.idUser);
      const offer = offers.find((candidate) => candidate.idOffer === request.body.idOffer);
      if (!offer) return reply.code(404).send(failure(storeMessages.offerNotFound));
      if (offer.aquired) return reply.code(409).send(failure(storeMessages.alreadyPurchased));
      const idShoppingCart = await openCartId(context.db, tenant.idApp, session.idUser, context.now());
      // Adding twice is harmless: the cart holds each offer once.
      await addCartItem(context.db, tenant.idApp, idShoppingCart, offer.idOffer, context.now());
      return { success: true, numItens: await countCartItems(context.db, tenant.idApp, idShoppingCart) };
    },
  );

  app.post<{ Body: { idOffer: number } }>(
    '/store/removefromcart',
    { schema: offerBody },
    async (request, reply) => {
      const { tenant, session } = authenticatedOf(request);
      const offers = await listOffers(context.db, tenant.idApp, session.idUser);
      if (!offers.some((offer) => offer.idOffer === request.body.idOffer))
        return reply.code(404).send(failure(storeMessages.offerNotFound));
      const idShoppingCart = await openCartId(context.db, tenant.idApp, session.idUser, context.now());
      await removeCartItem(context.db, tenant.idApp, idShoppingCart, request.body.idOffer);
      return { success: true, numItens: await countCartItems(context.db, tenant.idApp, idShoppingCart) };
    },
  );

  app.post<{ Body: CardInput }>('/store/buy', { schema: buyBody }, async (request, reply) => {
    const { tenant, session } = authenticatedOf(request);
    const now = context.now();
    const checked = checkCard(request.body, now);
    if (!checked.ok) return reply.code(400).send(failure(checked.message));
    const offers = await listOffers(context.db, tenant.idApp, session.idUser);
    const cart = await readCart(context.db, tenant.idApp, session.idUser, offers, now);
    // Also what a second click finds once the first payment closed the cart: nothing is charged twice.
    if (cart.lines.length === 0) return reply.code(409).send(failure(storeMessages.emptyCart));

    const { authorised } = chargeCard(checked.card, cart.totalCents);
    const { holderName, brand, lastDigits } = checked.card;
    const idPayment = await recordPayment(
      context.db,
      tenant.idApp,
      cart,
      { holderName, brand, lastDigits, authorised },
      now,
    );
    return {
      sucess: authorised,
      message: authorised ? storeMessages.paymentAuthorised : storeMessages.paymentRefused,
      idPayment,
      brand,
      lastDigits,
    };
  });
}
