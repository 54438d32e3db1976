// The store's decisions (content-app.md 5, 7): which offers a search finds, prices in cents, and the
// card check. The server checks the card again: the app's checks are a convenience for the user, these
// are the ones that count. Card numbers are checked with card-validator (brand by prefix, Luhn,
// lengths), the same library the app uses to name the brand. Pure, unit-tested (rules.test.ts).
import cardValidator from 'card-validator';
import type { StoreBuyBody } from '../../src/generated/types.ts';
import type { CollectionItem } from '../content/store-collections.ts';
import { storeMessages } from './messages.ts';

/** An offer of the tenant fixture, with `aquired` set for one user (spelled as the spec does). */
export type Offer = CollectionItem<'offers'>;

/** Accents and case do not matter when searching: "tecnicas" finds "Técnicas". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function offerMatches(offer: Offer, searchText: string): boolean {
  const wanted = fold(searchText.trim());
  if (!wanted) return true;
  return fold(`${offer.title} ${offer.description ?? ''}`).includes(wanted);
}

export const priceCents = (price: number) => Math.round(price * 100);

/** What POST /store/buy sends (schemas/api/store-buy-body.json). */
export type CardInput = StoreBuyBody;

export interface CheckedCard {
  holderName: string;
  digits: string;
  brand: string;
  lastDigits: string;
}

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; message: string };

const holderName = /^[\p{L} ]+$/u;

/** MM/YY, month 01-12; valid through the last day of that month. */
export function expiryProblem(value: string, now: Date): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return storeMessages.expiryFormat;
  const year = 2000 + Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? storeMessages.cardExpired : null;
}

export function checkCard(input: CardInput, now: Date): CardCheck {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name || !holderName.test(name)) return { ok: false, message: storeMessages.holderName };

  if (!/^[\d ]+$/.test(input.creditCard)) return { ok: false, message: storeMessages.cardNumber };
  const digits = input.creditCard.replace(/ /g, '');
  const verification = cardValidator.number(digits);
  if (!verification.card) return { ok: false, message: storeMessages.unknownBrand };
  if (!verification.isValid) return { ok: false, message: storeMessages.cardNumber };
  if (input.brand !== verification.card.type) return { ok: false, message: storeMessages.brandMismatch };

  const expiry = expiryProblem(input.expirationDate, now);
  if (expiry) return { ok: false, message: expiry };

  const cvvSize = verification.card.code.size;
  if (!new RegExp(`^\\d{${cvvSize}}$`).test(input.CVV)) return { ok: false, message: storeMessages.cvv };

  return {
    ok: true,
    card: { holderName: name, digits, brand: verification.card.type, lastDigits: digits.slice(-4) },
  };
}
