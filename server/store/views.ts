// What the store answers, spelled as the spec does (`itens`, `numItens`, `sucess`, `aquired`). Pure,
// unit-tested (views.test.ts).
import type { GatewayAnswer } from './fake-gateway.ts';
import { storeMessages } from './messages.ts';
import type { CheckedCard } from './rules.ts';
import type { Order } from './orders.ts';
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

/** GET /store/orders' answer: money in BRL like the cart's, the date an ISO instant. */
export function ordersResponse(orders: readonly Order[]) {
  return {
    success: true,
    orders: orders.map((order) => ({
      idPayment: order.idPayment,
      date: order.paidAt.toISOString(),
      totalPrice: order.totalCents / 100,
      status: order.authorised ? ('APPROVED' as const) : ('REFUSED' as const),
      card: { brand: order.brand, lastDigits: order.lastDigits },
      items: order.lines.map((line) => ({
        idOffer: line.idOffer,
        title: line.title,
        price: line.priceCents / 100,
      })),
    })),
  };
}
