// The credit card form's rules (content-app.md 5 and 9): masks and the exact messages. The brand is
// found by card-validator (prefixes, lengths, Luhn, CVC size); the server checks everything again.
import cardValidator from 'card-validator';
import { storeMessages } from '../../i18n/store';

export interface CardValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardValues;
export type CardErrors = Partial<Record<CardField, string>>;

export const cardFields: readonly CardField[] = ['name', 'number', 'expiry', 'cvc'];

export const emptyCard: CardValues = { name: '', number: '', expiry: '', cvc: '' };

export interface Brand {
  /** card-validator's id, sent as `brand`: visa, mastercard, american-express, diners-club, elo... */
  type: string;
  niceType: string;
  gaps: number[];
  lengths: number[];
  cvcSize: number;
}

/** The most digits any card has; unknown brands are grouped 4-4-4-4 up to this. */
const MAX_DIGITS = 19;
const DEFAULT_GAPS = [4, 8, 12];
/** content-app.md 5 and 9: the number as typed (digits and spaces) is 16 to 22 characters. */
const NUMBER_CHARS = { min: 16, max: 22 };

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function detectBrand(number: string): Brand | null {
  const card = cardValidator.number(digitsOf(number)).card;
  if (!card) return null;
  return {
    type: card.type,
    niceType: card.niceType,
    gaps: card.gaps,
    lengths: card.lengths,
    cvcSize: card.code.size,
  };
}

/** Digits grouped at the brand's gaps: 4-4-4-4, amex 4-6-5, diners 4-6-4. */
export function formatCardNumber(value: string): string {
  const brand = detectBrand(value);
  const digits = digitsOf(value).slice(0, brand ? Math.max(...brand.lengths) : MAX_DIGITS);
  const gaps = brand?.gaps ?? DEFAULT_GAPS;
  let formatted = '';
  for (const [index, digit] of [...digits].entries()) {
    if (gaps.includes(index)) formatted += ' ';
    formatted += digit;
  }
  return formatted;
}

/** "1228" -> "12/28": MM/YY, the slash added once the month is typed. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);

/** Names on cards: letters (accented too) and spaces only. */
const holderName = /^[\p{L} ]+$/u;

function numberError(number: string): string | undefined {
  if (!/^[\d ]+$/.test(number)) return storeMessages.invalidFormat;
  const verification = cardValidator.number(digitsOf(number));
  if (!verification.card) return storeMessages.unknownBrand;
  if (number.length < NUMBER_CHARS.min || number.length > NUMBER_CHARS.max || !verification.isValid)
    return storeMessages.invalidFormat;
  return undefined;
}

/** An expiry in the past is the month before `now` or earlier: a card is valid through its month. */
function expiryError(expiry: string, now: Date): string | undefined {
  if (expiry.length <= 4) return storeMessages.expiryFormat;
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return storeMessages.expiryFormat;
  const months = (2000 + Number(match[2])) * 12 + month - 1;
  return months < now.getFullYear() * 12 + now.getMonth() ? storeMessages.cardExpired : undefined;
}

export function cardErrors(values: CardValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = storeMessages.required;
  else if (!holderName.test(name)) errors.name = storeMessages.invalidFormat;

  if (!values.number) errors.number = storeMessages.required;
  else errors.number = numberError(values.number);

  if (!values.expiry) errors.expiry = storeMessages.required;
  else errors.expiry = expiryError(values.expiry, now);

  const cvcSize = detectBrand(values.number)?.cvcSize ?? 3;
  if (!values.cvc) errors.cvc = storeMessages.required;
  else if (!new RegExp(`^\\d{${cvcSize}}$`).test(values.cvc)) errors.cvc = storeMessages.cvcFormat;

  for (const field of cardFields) if (!errors[field]) delete errors[field];
  return errors;
}

export const isCardValid = (values: CardValues, now?: Date) =>
  Object.keys(cardErrors(values, now)).length === 0;

/** POST /store/buy's payload (content-app.md 7): the number as digits, the brand by its id. */
export function buyPayload(values: CardValues) {
  return {
    name: values.name.trim().replace(/\s+/g, ' '),
    creditCard: digitsOf(values.number),
    expirationDate: values.expiry,
    CVV: values.cvc,
    brand: detectBrand(values.number)?.type ?? '',
  };
}

export const lastDigits = (number: string) => digitsOf(number).slice(-4);
