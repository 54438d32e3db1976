// What the store answers, spelled as the spec does (`itens`, `numItens`, `sucess`, `aquired`). Pure,
// unit-tested (views.test.ts).
import type { GatewayAnswer } from './fake-gateway.ts';
import { storeMessages } from './messages.ts';
import type { CheckedCard } from './rules.ts';
import type { Cart } from './store.ts';

/** GET /store/shoppingcart's answer. */
export function cartResponse(cart: Cart) {
  return {
    success: true,
    shoppingCart: {
      idShoppingCart: cart.idShoppingCart,
      idUser: cart.idUser,
      totalPrice: cart.totalCents / 100,
      numItens: cart.lines.length,
    },
    itens: cart.lines,
  };
}

/** POST /store/buy's answer: a refused card is no error, the spec answers it with `sucess: false`. */
export function buyResponse(
  { authorised }: GatewayAnswer,
  idPayment: number,
  { brand, lastDigits }: Pick<CheckedCard, 'brand' | 'lastDigits'>,
) {
  return {
    sucess: authorised,
    message: authorised ? storeMessages.paymentAuthorised : storeMessages.paymentRefused,
    idPayment,
    brand,
    lastDigits,
  };
}
