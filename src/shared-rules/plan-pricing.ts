// The plan price calculator (learning-area.md 5 "Price calculator", 9 "Plan pricing"): each tier bills
// only its own users, per user per month, in reais. Shared by the calculator (a simulation the admin
// reads) and the reference API, which recomputes the price a plan request sends and refuses another.
// Import-free: the server imports this file as it is.

export interface PriceTier {
  /** The first user of the tier. */
  from: number;
  /** The last user of the tier; null: no end. */
  to: number | null;
  /** R$ per user per month. */
  unitPrice: number;
}

/** learning-area.md 9: up to 100: 55; 101-250: 50; 251-500: 45; 501-2500: 35; 2501-5000: 25; above: 20. */
export const PLAN_PRICE_TIERS: readonly PriceTier[] = [
  { from: 1, to: 100, unitPrice: 55 },
  { from: 101, to: 250, unitPrice: 50 },
  { from: 251, to: 500, unitPrice: 45 },
  { from: 501, to: 2500, unitPrice: 35 },
  { from: 2501, to: 5000, unitPrice: 25 },
  { from: 5001, to: null, unitPrice: 20 },
];

/** learning-area.md 5: "number of users minimum 1". */
export const MIN_PLAN_USERS = 1;
/** The project's bound (the spec gives none): more licences than any company has people. */
export const MAX_PLAN_USERS = 1_000_000;

export interface PriceLine extends PriceTier {
  /** How many of the users fall in this tier. */
  users: number;
  /** users x unitPrice. */
  subtotal: number;
}

export interface PriceSimulation {
  users: number;
  /** The tiers the users reach, in order, each with its own users. */
  lines: PriceLine[];
  /** R$ per month. */
  monthlyTotal: number;
}

/** Whether a count of users may be simulated or requested: a whole number from 1. */
export const isPlanUsers = (users: number) =>
  Number.isInteger(users) && users >= MIN_PLAN_USERS && users <= MAX_PLAN_USERS;

/** The monthly price of `users` licences, tier by tier; no line for a count below 1. */
export function simulatePlanPrice(users: number): PriceSimulation {
  const lines: PriceLine[] = [];
  const count = isPlanUsers(users) ? users : 0;
  for (const tier of PLAN_PRICE_TIERS) {
    if (count < tier.from) break;
    const inTier = Math.min(count, tier.to ?? count) - tier.from + 1;
    lines.push({ ...tier, users: inTier, subtotal: inTier * tier.unitPrice });
  }
  return { users: count, lines, monthlyTotal: lines.reduce((total, line) => total + line.subtotal, 0) };
}

/** The price a request may send: the simulation's, to the cent. */
export const priceMatches = (users: number, price: number) =>
  isPlanUsers(users) && Math.round(price * 100) === simulatePlanPrice(users).monthlyTotal * 100;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ in the Brazilian way: 'R$ 1.234,50' (a no-break space after R$). */
export const formatBRL = (value: number) => brl.format(value);
