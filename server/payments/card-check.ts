// The server checks the card again (content-app.md 5): the app's checks are a convenience for the
// user, these are the ones that count. Card numbers are checked with card-validator (brand by prefix,
// Luhn, lengths), the same library the app uses to name the brand.
import cardValidator from 'card-validator';
import { storeMessages } from '../routes/store-messages.ts';

export interface CardInput {
  name: string;
  creditCard: string;
  expirationDate: string;
  CVV: string;
  brand: string;
}

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
