import { describe, expect, it } from 'vitest';
import { visa } from '../test-support/store-cards.ts';
import { checkCard, expiryProblem, offerMatches, priceCents, type Offer } from './rules.ts';

describe('offer search', () => {
  const offer = { idOffer: 1, title: 'Técnicas de venda', description: 'Podcast', price: 19.9 } as Offer;

  it('ignores accents, case and surrounding spaces, and finds everything for no text', () => {
    expect(offerMatches(offer, ' TECNICAS ')).toBe(true);
    expect(offerMatches(offer, 'podcast')).toBe(true);
    expect(offerMatches(offer, 'curso')).toBe(false);
    expect(offerMatches(offer, '  ')).toBe(true);
  });

  it('counts prices in whole cents', () => {
    expect(priceCents(19.9)).toBe(1990);
    expect(priceCents(0.1 + 0.2)).toBe(30);
  });
});

describe('card checks', () => {
  const now = new Date(2026, 10, 24);

  it('accepts the current month and refuses the one before', () => {
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe('Cartão expirado, favor mudar o cartão');
    expect(expiryProblem('00/27', now)).toBe('Favor preencher o formato correto. MM/AA');
    expect(expiryProblem('1/27', now)).toBe('Favor preencher o formato correto. MM/AA');
  });

  it('knows amex (4-digit CVV) and diners, and keeps only the last digits', () => {
    const amex = checkCard(
      { ...visa, creditCard: '3782 822463 10005', brand: 'american-express', CVV: '1234' },
      now,
    );
    expect(amex).toEqual({
      ok: true,
      card: {
        holderName: 'Cliente Loja Um',
        digits: '378282246310005',
        brand: 'american-express',
        lastDigits: '0005',
      },
    });
    expect(checkCard({ ...visa, creditCard: '3782 822463 10005', brand: 'american-express' }, now)).toEqual({
      ok: false,
      message: 'Favor preencher o formato correto.',
    });
    expect(checkCard({ ...visa, creditCard: '3056 930902 5904', brand: 'diners-club' }, now).ok).toBe(true);
  });
});
