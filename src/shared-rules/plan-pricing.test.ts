// The price calculator of learning-area.md 9, number by number: each tier bills only its own users.
import { describe, expect, it } from 'vitest';
import { formatBRL, isPlanUsers, priceMatches, simulatePlanPrice } from './plan-pricing';

/** The monthly total of `users` licences. */
const total = (users: number) => simulatePlanPrice(users).monthlyTotal;

describe('simulatePlanPrice (learning-area.md 9)', () => {
  it.each([
    [1, 55],
    [100, 5_500],
    [101, 5_550],
    [250, 13_000],
    [251, 13_045],
    [500, 24_250],
    [501, 24_285],
    [2_500, 94_250],
    [2_501, 94_275],
    [5_000, 156_750],
    [5_001, 156_770],
  ])('%i users cost R$ %i a month', (users, price) => expect(total(users)).toBe(price));

  it('bills each tier only its own users', () => {
    expect(
      simulatePlanPrice(5_001).lines.map(({ users, unitPrice, subtotal }) => [users, unitPrice, subtotal]),
    ).toEqual([
      [100, 55, 5_500],
      [150, 50, 7_500],
      [250, 45, 11_250],
      [2_000, 35, 70_000],
      [2_500, 25, 62_500],
      [1, 20, 20],
    ]);
    expect(simulatePlanPrice(101).lines.map(({ from, to, users }) => [from, to, users])).toEqual([
      [1, 100, 100],
      [101, 250, 1],
    ]);
  });

  it('simulates nothing below 1 user, nor for a fraction (learning-area.md 5)', () => {
    for (const users of [0, -5, 1.5, Number.NaN]) {
      expect(simulatePlanPrice(users)).toEqual({ users: 0, lines: [], monthlyTotal: 0 });
      expect(isPlanUsers(users)).toBe(false);
    }
    expect(isPlanUsers(1)).toBe(true);
  });

  it('accepts a requested price only when it is the simulation’s, to the cent', () => {
    expect(priceMatches(101, 5_550)).toBe(true);
    expect(priceMatches(101, 5_550.004)).toBe(true);
    expect(priceMatches(101, 5_550.01)).toBe(false);
    expect(priceMatches(101, 5_500)).toBe(false);
    expect(priceMatches(0, 0)).toBe(false);
  });
});

describe('formatBRL', () => {
  it('writes reais the Brazilian way', () => {
    expect(formatBRL(55)).toBe('R$\u00a055,00');
    expect(formatBRL(156_770)).toBe('R$\u00a0156.770,00');
    expect(formatBRL(1_234.5)).toBe('R$\u00a01.234,50');
  });
});
