// The built-in fake payment gateway (DESIGN: "payments go to a built-in fake gateway with documented
// test cards"; README "Store test cards"). No money moves and nothing leaves the server: a card that
// passed checkCard is authorised unless it is one of the declining test numbers below.
import type { CheckedCard } from './rules.ts';

/** Luhn-valid numbers the gateway always refuses, to walk the "Pagamento não autorizado!" path. */
export const decliningTestCards: ReadonlySet<string> = new Set([
  '4000000000000002', // Visa
  '5105105105105100', // Mastercard
]);

export interface GatewayAnswer {
  authorised: boolean;
}

export function chargeCard(card: CheckedCard, totalCents: number): GatewayAnswer {
  // A real gateway would refuse a zero charge as well: there is nothing to authorise.
  return { authorised: totalCents > 0 && !decliningTestCards.has(card.digits) };
}
