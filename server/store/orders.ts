// The user's orders (server/db/migrations/0010-store.sql): every payment, authorised or not, with what it
// paid for. Kept apart from the cart and payment writes in store.ts, which it only reads.
import type { Queryable } from '../db/database.ts';
import { storeMessages } from './messages.ts';
import { priceCents, type Offer } from './rules.ts';

export interface OrderLine {
  idOffer: number;
  title: string;
  priceCents: number;
}

export interface Order {
  idPayment: number;
  paidAt: Date;
  totalCents: number;
  authorised: boolean;
  brand: string;
  lastDigits: string;
  lines: OrderLine[];
}

/**
 * The user's payments, newest first, each with what it paid for, in the order it was put in the cart.
 * An authorised payment's lines are its purchases, at the price paid; an offer the fixture no longer
 * has stays there (it was paid for) under a neutral title. A refused payment bought nothing and
 * stored no lines: its lines are its cart's offers added by the time it was tried, at the offer's
 * price (readCart's rule, which is what was charged), without those the fixture no longer has. An
 * offer taken out of that cart after the refusal is no longer known to have been in it.
 */
export async function listOrders(
  db: Queryable,
  idApp: number,
  idUser: number,
  offers: readonly Offer[],
): Promise<Order[]> {
  const [payments, purchases, triedLines] = await Promise.all([
    db.query<{
      id_payment: number;
      brand: string;
      last_digits: string;
      total_cents: number;
      authorised: boolean;
      paid_at: Date;
    }>(
      `SELECT id_payment, brand, last_digits, total_cents, authorised, paid_at FROM store_payments
        WHERE id_app = $1 AND id_user = $2 ORDER BY paid_at DESC, id_payment DESC`,
      [idApp, idUser],
    ),
    db.query<{ id_payment: number; id_offer: number; price_cents: number }>(
      `SELECT pu.id_payment, pu.id_offer, pu.price_cents
         FROM store_purchases pu
         JOIN store_payments pa ON pa.id_payment = pu.id_payment
         LEFT JOIN store_cart_items ci
           ON ci.id_app = pa.id_app AND ci.id_shopping_cart = pa.id_shopping_cart AND ci.id_offer = pu.id_offer
        WHERE pu.id_app = $1 AND pu.id_user = $2
        ORDER BY ci.added_at NULLS LAST, pu.id_offer`,
      [idApp, idUser],
    ),
    db.query<{ id_payment: number; id_offer: number }>(
      `SELECT pa.id_payment, ci.id_offer
         FROM store_payments pa
         JOIN store_cart_items ci ON ci.id_app = pa.id_app AND ci.id_shopping_cart = pa.id_shopping_cart
        WHERE pa.id_app = $1 AND pa.id_user = $2 AND NOT pa.authorised AND ci.added_at <= pa.paid_at
        ORDER BY ci.added_at, ci.id_offer`,
      [idApp, idUser],
    ),
  ]);
  const byId = new Map(offers.map((offer) => [offer.idOffer, offer]));
  const linesOf = new Map<number, OrderLine[]>();
  const addLine = (idPayment: number, line: OrderLine) =>
    linesOf.set(idPayment, [...(linesOf.get(idPayment) ?? []), line]);
  for (const { id_payment, id_offer, price_cents } of purchases)
    addLine(id_payment, {
      idOffer: id_offer,
      title: byId.get(id_offer)?.title ?? storeMessages.offerGone,
      priceCents: price_cents,
    });
  for (const { id_payment, id_offer } of triedLines) {
    const offer = byId.get(id_offer);
    if (offer)
      addLine(id_payment, { idOffer: id_offer, title: offer.title, priceCents: priceCents(offer.price) });
  }
  return payments.map((payment) => ({
    idPayment: payment.id_payment,
    paidAt: payment.paid_at,
    totalCents: payment.total_cents,
    authorised: payment.authorised,
    brand: payment.brand,
    lastDigits: payment.last_digits,
    lines: linesOf.get(payment.id_payment) ?? [],
  }));
}
