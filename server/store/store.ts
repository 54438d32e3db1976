// The store's SQL (server/db/migrations/0010-store.sql). Offers are the tenant fixture's `offers` collection, with
// `aquired` set for one user from the purchases stored. A user has one open cart; an authorised payment
// closes it and records what was bought, so the next read opens a fresh, empty cart. Every payment,
// authorised or not, is one of the user's orders (orders.ts lists them).
import type { Database, Queryable } from '../db/database.ts';
import { insertReturning } from '../db/insert-returning.ts';
import { readCollection } from '../content/store-collections.ts';
import { priceCents, type Offer } from './rules.ts';

export async function purchasedOfferIds(db: Queryable, idApp: number, idUser: number): Promise<Set<number>> {
  const rows = await db.query<{ id_offer: number }>(
    'SELECT id_offer FROM store_purchases WHERE id_app = $1 AND id_user = $2',
    [idApp, idUser],
  );
  return new Set(rows.map((row) => row.id_offer));
}

/** Every offer of the tenant, in fixture order, each saying whether this user bought it. */
export async function listOffers(db: Queryable, idApp: number, idUser: number): Promise<Offer[]> {
  const [offers, purchased] = await Promise.all([
    readCollection(db, idApp, 'offers'),
    purchasedOfferIds(db, idApp, idUser),
  ]);
  return offers.map((offer) => ({ ...offer, aquired: purchased.has(offer.idOffer) }));
}

export interface CartLine {
  idOffer: number;
  title: string;
  price: number;
  imageURL?: string;
}

export interface Cart {
  idShoppingCart: number;
  idUser: number;
  lines: CartLine[];
  totalCents: number;
}

export async function openCartId(db: Queryable, idApp: number, idUser: number, now: Date): Promise<number> {
  await db.query(
    `INSERT INTO store_carts (id_app, id_user, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (id_app, id_user) WHERE checked_out_at IS NULL DO NOTHING`,
    [idApp, idUser, now.toISOString()],
  );
  const rows = await db.query<{ id_shopping_cart: number }>(
    'SELECT id_shopping_cart FROM store_carts WHERE id_app = $1 AND id_user = $2 AND checked_out_at IS NULL',
    [idApp, idUser],
  );
  const id = rows[0]?.id_shopping_cart;
  if (id === undefined) throw new Error(`no open cart for user ${idUser} of app ${idApp}`);
  return id;
}

/**
 * The open cart with its offers, in the order they were added. An offer the fixture no longer has
 * is left out (and not charged): the cart only ever shows what can be bought.
 */
export async function readCart(
  db: Queryable,
  idApp: number,
  idUser: number,
  offers: readonly Offer[],
  now: Date,
): Promise<Cart> {
  const idShoppingCart = await openCartId(db, idApp, idUser, now);
  const rows = await db.query<{ id_offer: number }>(
    `SELECT id_offer FROM store_cart_items WHERE id_app = $1 AND id_shopping_cart = $2
      ORDER BY added_at, id_offer`,
    [idApp, idShoppingCart],
  );
  const byId = new Map(offers.map((offer) => [offer.idOffer, offer]));
  const lines = rows.flatMap(({ id_offer }) => {
    const offer = byId.get(id_offer);
    if (!offer) return [];
    const line: CartLine = { idOffer: offer.idOffer, title: offer.title, price: offer.price };
    if (offer.imageURL) line.imageURL = offer.imageURL;
    return [line];
  });
  const totalCents = lines.reduce((sum, line) => sum + priceCents(line.price), 0);
  return { idShoppingCart, idUser, lines, totalCents };
}

export async function addCartItem(
  db: Queryable,
  idApp: number,
  idShoppingCart: number,
  idOffer: number,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO store_cart_items (id_app, id_shopping_cart, id_offer, added_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [idApp, idShoppingCart, idOffer, now.toISOString()],
  );
}

export async function removeCartItem(
  db: Queryable,
  idApp: number,
  idShoppingCart: number,
  idOffer: number,
): Promise<void> {
  await db.query(
    'DELETE FROM store_cart_items WHERE id_app = $1 AND id_shopping_cart = $2 AND id_offer = $3',
    [idApp, idShoppingCart, idOffer],
  );
}

export async function countCartItems(db: Queryable, idApp: number, idShoppingCart: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM store_cart_items WHERE id_app = $1 AND id_shopping_cart = $2',
    [idApp, idShoppingCart],
  );
  return rows[0]?.count ?? 0;
}

export interface PaymentRecord {
  holderName: string;
  brand: string;
  lastDigits: string;
  authorised: boolean;
}

/**
 * Stores one payment attempt of the cart; an authorised one also records each offer as bought and
 * closes the cart. One transaction: a purchase is never half written.
 */
export async function recordPayment(
  db: Database,
  idApp: number,
  cart: Cart,
  payment: PaymentRecord,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await insertReturning<{ id_payment: number }>(
      tx,
      `INSERT INTO store_payments (id_app, id_user, id_shopping_cart, holder_name, brand, last_digits,
                                   total_cents, authorised, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id_payment`,
      [
        idApp,
        cart.idUser,
        cart.idShoppingCart,
        payment.holderName,
        payment.brand,
        payment.lastDigits,
        cart.totalCents,
        payment.authorised,
        now.toISOString(),
      ],
    );
    if (!payment.authorised) return row.id_payment;
    for (const line of cart.lines) {
      await tx.query(
        `INSERT INTO store_purchases (id_app, id_user, id_offer, id_payment, price_cents, purchased_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [idApp, cart.idUser, line.idOffer, row.id_payment, priceCents(line.price), now.toISOString()],
      );
    }
    await tx.query('UPDATE store_carts SET checked_out_at = $3 WHERE id_app = $1 AND id_shopping_cart = $2', [
      idApp,
      cart.idShoppingCart,
      now.toISOString(),
    ]);
    return row.id_payment;
  });
}
