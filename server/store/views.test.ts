import { describe, expect, it } from 'vitest';
import { buyResponse, cartResponse } from './views.ts';

describe("the store's answers", () => {
  it('spells the cart as the spec does, the total in BRL', () => {
    const lines = [
      { idOffer: 1, title: 'Podcast', price: 19.9 },
      { idOffer: 2, title: 'Curso', price: 0.1, imageURL: '/demo/curso.png' },
    ];
    expect(cartResponse({ idShoppingCart: 4, idUser: 9, lines, totalCents: 2000 })).toEqual({
      success: true,
      shoppingCart: { idShoppingCart: 4, idUser: 9, totalPrice: 20, numItens: 2 },
      itens: lines,
    });
  });

  it('answers a payment with the spec\'s "sucess" and its message', () => {
    const card = { brand: 'visa', lastDigits: '1111' };
    expect(buyResponse({ authorised: true }, 3, card)).toEqual({
      sucess: true,
      message: 'Pagamento autorizado!',
      idPayment: 3,
      brand: 'visa',
      lastDigits: '1111',
    });
    expect(buyResponse({ authorised: false }, 4, card)).toMatchObject({
      sucess: false,
      message: 'Pagamento não autorizado!',
    });
  });
});
