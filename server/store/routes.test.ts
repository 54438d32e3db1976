import { beforeAll, describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { expectRefusals, expectSessionRequired } from '../test-support/refusals.ts';
import { visa } from '../test-support/store-cards.ts';

const live = useLearnerServer();
// Each buyer is a fresh store user of the aurora fixture (fixtures/aurora/parts/store.json).
let buyer: string;
let decliner: string;
let shopper: string;
let neighbour: string;
beforeAll(async () => {
  [buyer, decliner, shopper, neighbour] = await Promise.all([
    live.login(aurora, 'loja1@aurora.test'),
    live.login(aurora, 'loja2@aurora.test'),
    live.login(aurora, 'loja4@aurora.test'),
    live.login(aurora, 'loja5@aurora.test'),
  ]);
});

interface Offer {
  idOffer: number;
  title: string;
  price: number;
  aquired: boolean;
}
interface CartBody {
  shoppingCart: { idShoppingCart: number; idUser: number; totalPrice: number; numItens: number };
  itens: { idOffer: number; title: string; price: number; imageURL?: string }[];
}

/** The cart and checkout calls of an aurora store user, as the store screens send them. */
const addToCart = (token: string, idOffer: number) =>
  live.post('/api/store/addtocart', bearer(aurora, token), { idOffer });
const removeFromCart = (token: string, idOffer: number) =>
  live.post('/api/store/removefromcart', bearer(aurora, token), { idOffer });
const buy = (token: string, payment: Record<string, unknown>) =>
  live.post('/api/store/buy', bearer(aurora, token), payment);

const declining = { ...visa, name: 'Cliente Loja Dois', creditCard: '4000 0000 0000 0002' };

const ids = (offers: { idOffer: number }[]) => offers.map((offer) => offer.idOffer);

describe('POST /api/store/offers and /api/store/purchased', () => {
  it("lists the tenant's offers, none bought yet", async () => {
    const response = await live.post('/api/store/offers', bearer(aurora, live.ana), { searchText: '' });
    const { offers } = answerOf<{ offers: Offer[] }>(response, 'api/store-offers-response.json');
    expect(ids(offers)).toEqual([9401, 9402, 9403, 9404, 9405, 9406]);
    expect(offers.every((offer) => offer.aquired === false)).toBe(true);
    expect(offers[0]).toMatchObject({ title: 'Curso de Técnicas de Vendas Consultivas', price: 149.9 });
  });

  it('searches title and description, ignoring case and accents', async () => {
    const found = await live.post('/api/store/offers', bearer(aurora, live.ana), { searchText: 'TECNICAS' });
    expect(ids(found.json<{ offers: Offer[] }>().offers)).toEqual([9401]);
    const byDescription = await live.post('/api/store/offers', bearer(aurora, live.ana), {
      searchText: 'golpes',
    });
    expect(ids(byDescription.json<{ offers: Offer[] }>().offers)).toEqual([9406]);
    const none = await live.post('/api/store/offers', bearer(aurora, live.ana), { searchText: 'nada disso' });
    expect(none.json()).toEqual({ success: true, offers: [] });
  });

  it('lists no purchases for a user who bought nothing', async () => {
    const response = await live.post('/api/store/purchased', bearer(aurora, live.ana), { searchText: '' });
    expectSchema(response, 'api/store-offers-response.json');
    expect(response.json()).toEqual({ success: true, offers: [] });
  });

  it('refuses a search that is not text, and callers without a session of this tenant', async () => {
    expectFailure(
      await live.post('/api/store/offers', bearer(aurora, live.ana), { searchText: 5 }),
      400,
      'O campo "searchText" deve ser um texto.',
    );
    // Bruno's token is horizonte's: on aurora's host it is no session at all.
    const offers = (headers: Record<string, string>) =>
      live.post('/api/store/offers', headers, { searchText: '' });
    await expectSessionRequired(offers, aurora, live.bruno);
    const horizonteOffers = await live.post('/api/store/offers', bearer(horizonte, live.bruno), {
      searchText: '',
    });
    expect(horizonteOffers.json()).toEqual({ success: true, offers: [] });
  });
});

describe('the cart', () => {
  it('adds and removes offers and totals them in BRL', async () => {
    const empty = await live.get('/api/store/shoppingcart', bearer(aurora, live.ana));
    const emptyBody = answerOf<CartBody>(empty, 'api/store-cart-response.json');
    expect(emptyBody.shoppingCart).toMatchObject({ idUser: 1, totalPrice: 0, numItens: 0 });
    expect(emptyBody.itens).toEqual([]);

    const added = await addToCart(live.ana, 9401);
    expectSchema(added, 'api/store-cart-change-response.json');
    expect(added.json()).toEqual({ success: true, numItens: 1 });
    await addToCart(live.ana, 9402);
    // Twice is once.
    expect((await addToCart(live.ana, 9402)).json()).toEqual({
      success: true,
      numItens: 2,
    });

    const full = (await live.get('/api/store/shoppingcart', bearer(aurora, live.ana))).json<CartBody>();
    expect(full.shoppingCart).toEqual({
      idShoppingCart: emptyBody.shoppingCart.idShoppingCart,
      idUser: 1,
      totalPrice: 189.8,
      numItens: 2,
    });
    expect(full.itens).toEqual([
      {
        idOffer: 9401,
        title: 'Curso de Técnicas de Vendas Consultivas',
        price: 149.9,
        imageURL: '/demo/capa-vendas.svg',
      },
      {
        idOffer: 9402,
        title: 'Trilha de Meditação Guiada',
        price: 39.9,
        imageURL: '/demo/capa-meditacao.svg',
      },
    ]);

    const removed = await removeFromCart(live.ana, 9401);
    expect(removed.json()).toEqual({ success: true, numItens: 1 });
    const stored = await live.db.query<{ id_offer: number }>(
      `SELECT i.id_offer FROM store_cart_items i JOIN store_carts c USING (id_app, id_shopping_cart)
        WHERE c.id_app = 1 AND c.id_user = 1 AND c.checked_out_at IS NULL`,
    );
    expect(stored).toEqual([{ id_offer: 9402 }]);
    await removeFromCart(live.ana, 9402);
  });

  it('is 404 for an offer the tenant does not have, 400 without a whole idOffer', async () => {
    await expectRefusals(
      (route) => live.post(route, bearer(aurora, live.ana), { idOffer: 9499 }),
      [
        ['/api/store/addtocart', 404, 'Produto não encontrado.'],
        ['/api/store/removefromcart', 404, 'Produto não encontrado.'],
      ],
    );
    await expectRefusals(
      (payload) => live.post('/api/store/addtocart', bearer(aurora, live.ana), payload),
      [
        [{}, 400, 'O campo "idOffer" é obrigatório.'],
        [{ idOffer: '9401' }, 400, 'O campo "idOffer" deve ser um número inteiro.'],
      ],
    );
    await expectSessionRequired(
      (headers) => live.get('/api/store/shoppingcart', headers),
      aurora,
      live.bruno,
    );
  });
});

describe('POST /api/store/buy', () => {
  it('checks the card again and refuses bad input with the spec messages', async () => {
    await addToCart(decliner, 9403);
    const refused = async (card: Partial<typeof visa>, message: string) =>
      expectFailure(await buy(decliner, { ...visa, ...card }), 400, message);
    await refused(
      { creditCard: '1234 5678 9012 3456' },
      'Bandeira do cartão não encontrada, favor informar outro cartão.',
    );
    await refused({ creditCard: '4111 1111 1111 1112' }, 'Número do cartão inválido.');
    await refused({ brand: 'mastercard' }, 'A bandeira informada não corresponde ao número do cartão.');
    await refused({ expirationDate: '13/30' }, 'Favor preencher o formato correto. MM/AA');
    await refused({ expirationDate: '01/20' }, 'Cartão expirado, favor mudar o cartão');
    await refused({ CVV: '12' }, 'Favor preencher o formato correto.');
    await refused({ name: 'Cliente 123' }, 'Nome do titular inválido: use apenas letras e espaços.');
    await refused({ CVV: undefined }, 'O campo "CVV" é obrigatório.');
    const payments = await live.db.query('SELECT * FROM store_payments WHERE id_user = 92');
    expect(payments).toEqual([]);
    await removeFromCart(decliner, 9403);
  });

  it('is 409 "Seu carrinho está vazio" for an empty cart', async () => {
    expectFailure(await buy(decliner, declining), 409, 'Seu carrinho está vazio');
  });

  it('authorises the approving test card: stores last 4 and brand, marks the offers bought, empties the cart', async () => {
    await addToCart(buyer, 9401);
    await addToCart(buyer, 9404);
    const before = (await live.get('/api/store/shoppingcart', bearer(aurora, buyer))).json<CartBody>();
    expect(before.shoppingCart.totalPrice).toBe(174.4);

    const response = await buy(buyer, visa);
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/store-buy-response.json');
    expect(response.json()).toMatchObject({ sucess: true, brand: 'visa', lastDigits: '1111' });

    const [payment] = await live.db.query<Record<string, unknown>>(
      'SELECT * FROM store_payments WHERE id_app = 1 AND id_user = 91',
    );
    expect(payment).toMatchObject({
      id_shopping_cart: before.shoppingCart.idShoppingCart,
      holder_name: 'Cliente Loja Um',
      brand: 'visa',
      last_digits: '1111',
      total_cents: 17440,
      authorised: true,
    });
    // Neither the whole number nor the CVV is anywhere in what was stored.
    const everything = JSON.stringify(
      await live.db.query('SELECT row_to_json(p) AS r FROM store_payments p WHERE id_user = 91'),
    );
    expect(everything).not.toContain('4111111111111111');
    expect(everything).not.toContain('411111');
    expect(everything).not.toContain('"123"');

    const purchases = await live.db.query<{ id_offer: number; price_cents: number }>(
      'SELECT id_offer, price_cents FROM store_purchases WHERE id_app = 1 AND id_user = 91 ORDER BY id_offer',
    );
    expect(purchases).toEqual([
      { id_offer: 9401, price_cents: 14990 },
      { id_offer: 9404, price_cents: 2450 },
    ]);

    const after = (await live.get('/api/store/shoppingcart', bearer(aurora, buyer))).json<CartBody>();
    expect(after.itens).toEqual([]);
    expect(after.shoppingCart.numItens).toBe(0);
    expect(after.shoppingCart.idShoppingCart).not.toBe(before.shoppingCart.idShoppingCart);

    const offers = (await live.post('/api/store/offers', bearer(aurora, buyer), { searchText: '' })).json<{
      offers: Offer[];
    }>().offers;
    expect(offers.filter((offer) => offer.aquired).map((offer) => offer.idOffer)).toEqual([9401, 9404]);
    const mine = await live.post('/api/store/purchased', bearer(aurora, buyer), { searchText: 'podcast' });
    expect(ids(mine.json<{ offers: Offer[] }>().offers)).toEqual([9404]);
    // Another user's store is untouched.
    const anas = (
      await live.post('/api/store/purchased', bearer(aurora, live.ana), { searchText: '' })
    ).json();
    expect(anas).toEqual({ success: true, offers: [] });

    expectFailure(await addToCart(buyer, 9401), 409, 'Você já adquiriu este produto.');
    // A second click after the payment finds an empty cart: nothing is charged twice.
    expectFailure(await buy(buyer, visa), 409, 'Seu carrinho está vazio');
  });

  it('refuses the declining test card: answers sucess false, keeps the cart, buys nothing', async () => {
    await addToCart(decliner, 9405);
    const response = await buy(decliner, declining);
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/store-buy-response.json');
    expect(response.json()).toMatchObject({ sucess: false, brand: 'visa', lastDigits: '0002' });

    const payments = await live.db.query<{ authorised: boolean; last_digits: string }>(
      'SELECT authorised, last_digits FROM store_payments WHERE id_app = 1 AND id_user = 92',
    );
    expect(payments).toEqual([{ authorised: false, last_digits: '0002' }]);
    expect(await live.db.query('SELECT * FROM store_purchases WHERE id_user = 92')).toEqual([]);
    const cart = (await live.get('/api/store/shoppingcart', bearer(aurora, decliner))).json<CartBody>();
    expect(ids(cart.itens)).toEqual([9405]);
  });
});

interface OrdersBody {
  success: boolean;
  orders: {
    idPayment: number;
    date: string;
    totalPrice: number;
    status: string;
    card: { brand: string; lastDigits: string };
    items: { idOffer: number; title: string; price: number }[];
  }[];
}

describe('GET /api/store/orders', () => {
  const orders = async (token: string) => {
    const response = await live.get('/api/store/orders', bearer(aurora, token));
    return answerOf<OrdersBody>(response, 'api/store-orders-response.json');
  };

  it('is an empty list for a user who never paid', async () => {
    expect(await orders(neighbour)).toEqual({ success: true, orders: [] });
  });

  it('lists a refused payment and the approved one after it, newest first, each with its offers then', async () => {
    await addToCart(shopper, 9402);
    await addToCart(shopper, 9405);
    const card = { ...visa, name: 'Cliente Loja Quatro' };
    const refused = await buy(shopper, {
      ...card,
      creditCard: declining.creditCard,
    });
    expect(refused.json()).toMatchObject({ sucess: false });
    // The cart stayed: one more offer, and paid with the approving card.
    live.advanceClock(1000);
    await addToCart(shopper, 9403);
    const approved = await buy(shopper, card);
    expect(approved.json()).toMatchObject({ sucess: true });
    const refusedId = refused.json<{ idPayment: number }>().idPayment;
    const approvedId = approved.json<{ idPayment: number }>().idPayment;

    const body = await orders(shopper);
    expect(body.orders.map((order) => order.idPayment)).toEqual([approvedId, refusedId]);
    const [newest, oldest] = body.orders;
    const items = [
      { idOffer: 9402, title: 'Trilha de Meditação Guiada', price: 39.9 },
      { idOffer: 9405, title: 'Programa Bem-estar em 21 Dias', price: 89.9 },
    ];
    expect(newest).toEqual({
      idPayment: approvedId,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      totalPrice: 188.8,
      status: 'APPROVED',
      card: { brand: 'visa', lastDigits: '1111' },
      items: [...items, { idOffer: 9403, title: 'Kit Ergonomia no Home Office', price: 59 }],
    });
    expect(oldest).toEqual({
      idPayment: refusedId,
      date: expect.any(String),
      totalPrice: 129.8,
      status: 'REFUSED',
      card: { brand: 'visa', lastDigits: '0002' },
      // What the cart held when it was tried: not the offer added after.
      items,
    });
    expect(Date.parse(newest!.date)).toBeGreaterThan(Date.parse(oldest!.date));
    // The stored payment's instant, not the time of the answer.
    const [stored] = await live.db.query<{ paid_at: Date }>(
      'SELECT paid_at FROM store_payments WHERE id_payment = $1',
      [approvedId],
    );
    expect(newest!.date).toBe(stored!.paid_at.toISOString());
  });

  it("never shows another user's orders, nor another tenant's", async () => {
    const mine = new Set((await orders(shopper)).orders.map((order) => order.idPayment));
    expect(mine.size).toBe(2);
    // Loja Um bought 9401 and 9404 above: that order is theirs alone.
    const buyers = await orders(buyer);
    expect(buyers.orders.map((order) => [order.status, order.items.map((item) => item.idOffer)])).toEqual([
      ['APPROVED', [9401, 9404]],
    ]);
    for (const other of [buyers, await orders(decliner), await orders(live.ana), await orders(neighbour)])
      expect(other.orders.filter((order) => mine.has(order.idPayment))).toEqual([]);
    expect((await orders(neighbour)).orders).toEqual([]);
    const horizonteOrders = await live.get('/api/store/orders', bearer(horizonte, live.bruno));
    expect(horizonteOrders.json()).toEqual({ success: true, orders: [] });
  });

  it('keeps a bought offer the tenant no longer sells in its order, under a neutral title', async () => {
    const [approved] = (await orders(shopper)).orders;
    // As if 9499 had been sold with this payment and then left the fixture.
    await live.db.query(
      `INSERT INTO store_purchases (id_app, id_user, id_offer, id_payment, price_cents, purchased_at)
       VALUES (1, 94, 9499, $1, 1000, now())`,
      [approved!.idPayment],
    );
    const [after] = (await orders(shopper)).orders;
    expect(after!.items.at(-1)).toEqual({ idOffer: 9499, title: 'Produto indisponível', price: 10 });
  });

  it('refuses callers without a session of this tenant', async () => {
    await expectSessionRequired((headers) => live.get('/api/store/orders', headers), aurora, live.bruno);
  });
});
