import { describe, expect, it } from 'vitest';
import cardValidator from 'card-validator';
import { cardBrandName, cardBrandNames } from '../../i18n/store';
import { caretAfterDigits } from './CardForm';
import {
  buyPayload,
  cardErrors,
  detectBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isCardValid,
  type CardValues,
} from './card-rules';

const now = new Date(2026, 10, 24);
const valid: CardValues = {
  name: 'Ana Souza',
  number: '4111 1111 1111 1111',
  expiry: '12/28',
  cvc: '123',
};

describe('card masks', () => {
  it('groups 4-4-4-4, amex 4-6-5 and diners 4-6-4', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('30569309025904')).toBe('3056 930902 5904');
    expect(formatCardNumber('5555-5555 5555.4444')).toBe('5555 5555 5555 4444');
  });

  it('keeps partial numbers as typed, without letters, up to the brand length', () => {
    expect(formatCardNumber('41a1')).toBe('411');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('55555555555544449')).toBe('5555 5555 5555 4444');
  });

  it('writes the expiry as MM/AA and the CVC as up to 4 digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatCvc('12a345')).toBe('1234');
  });

  it('finds the caret after the same digit once the value is regrouped', () => {
    expect(caretAfterDigits('4111 1', 5)).toBe(6);
    expect(caretAfterDigits('4111 1', 4)).toBe(4);
    expect(caretAfterDigits('12/2', 3)).toBe(4);
    expect(caretAfterDigits('12/2', 0)).toBe(0);
  });
});

describe('card brand', () => {
  it('names the brand and its CVC size', () => {
    expect(detectBrand('4111 1111 1111 1111')).toMatchObject({ type: 'visa', niceType: 'Visa', cvcSize: 3 });
    expect(detectBrand('3782 822463 10005')).toMatchObject({ type: 'american-express', cvcSize: 4 });
    expect(detectBrand('1234')).toBeNull();
  });
});

describe('card messages (content-app.md 5)', () => {
  it('accepts a valid card', () => {
    expect(cardErrors(valid, now)).toEqual({});
    expect(isCardValid(valid, now)).toBe(true);
  });

  it('requires every field', () => {
    expect(cardErrors({ name: ' ', number: '', expiry: '', cvc: '' }, now)).toEqual({
      name: 'Campo obrigatório',
      number: 'Campo obrigatório',
      expiry: 'Campo obrigatório',
      cvc: 'Campo obrigatório',
    });
  });

  it('takes letters and spaces only for the name', () => {
    expect(cardErrors({ ...valid, name: 'Ana 2' }, now).name).toBe('Formato inválido');
    expect(cardErrors({ ...valid, name: 'José Conceição' }, now).name).toBeUndefined();
  });

  it('refuses a number of no known brand, and a known brand with a wrong number', () => {
    expect(cardErrors({ ...valid, number: '1234 5678 9012 3456' }, now).number).toBe(
      'Bandeira do cartão não encontrada, favor informar outro cartão.',
    );
    expect(cardErrors({ ...valid, number: '4111 1111 1111 1112' }, now).number).toBe('Formato inválido');
    expect(cardErrors({ ...valid, number: '4111 1111' }, now).number).toBe('Formato inválido');
  });

  it('asks for MM/AA when the expiry has 4 characters or less or no such month', () => {
    for (const expiry of ['1', '12/2', '13/28', '00/28'])
      expect(cardErrors({ ...valid, expiry }, now).expiry).toBe('Favor preencher o formato correto. MM/AA');
  });

  it('refuses an expired card; the current month is still valid', () => {
    expect(cardErrors({ ...valid, expiry: '10/26' }, now).expiry).toBe(
      'Cartão expirado, favor mudar o cartão',
    );
    expect(cardErrors({ ...valid, expiry: '11/26' }, now).expiry).toBeUndefined();
  });

  it('wants a 3-digit CVC, 4 for amex', () => {
    expect(cardErrors({ ...valid, cvc: '12' }, now).cvc).toBe('Favor preencher o formato correto.');
    expect(cardErrors({ ...valid, cvc: '1234' }, now).cvc).toBe('Favor preencher o formato correto.');
    const amex = { ...valid, number: '3782 822463 10005' };
    expect(cardErrors({ ...amex, cvc: '123' }, now).cvc).toBe('Favor preencher o formato correto.');
    expect(cardErrors({ ...amex, cvc: '1234' }, now)).toEqual({});
  });
});

describe('POST /store/buy payload', () => {
  it('sends the digits, MM/YY, the CVV and the brand id', () => {
    expect(buyPayload({ ...valid, name: '  Ana   Souza ' })).toEqual({
      name: 'Ana Souza',
      creditCard: '4111111111111111',
      expirationDate: '12/28',
      CVV: '123',
      brand: 'visa',
    });
  });
});

describe('cardBrandNames', () => {
  it("names every brand card-validator knows as its niceType (the orders' card without the library)", () => {
    const { creditCardType } = cardValidator;
    const known = Object.values(creditCardType.types);
    expect(Object.keys(cardBrandNames).sort()).toEqual([...known].sort());
    for (const type of known) expect(cardBrandName(type)).toBe(creditCardType.getTypeInfo(type).niceType);
    expect(cardBrandName('outra')).toBe('outra');
  });
});
