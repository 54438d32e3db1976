import { describe, expect, it } from 'vitest';
import { buyResponse, cartResponse, ordersResponse } from './views.ts';

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

  it('answers the orders with APPROVED or REFUSED, the money in BRL and the date as an ISO instant', () => {
    const order = {
      idPayment: 7,
      paidAt: new Date('2026-11-12T12:30:00Z'),
      totalCents: 17440,
      authorised: true,
      brand: 'visa',
      lastDigits: '1111',
      lines: [
        { idOffer: 1, title: 'Curso', priceCents: 14990 },
        { idOffer: 2, title: 'Podcast', priceCents: 2450 },
      ],
    };
    expect(ordersResponse([order, { ...order, idPayment: 6, authorised: false, lines: [] }])).toEqual({
      success: true,
      orders: [
        {
          idPayment: 7,
          date: '2026-11-12T12:30:00.000Z',
          totalPrice: 174.4,
          status: 'APPROVED',
          card: { brand: 'visa', lastDigits: '1111' },
          items: [
            { idOffer: 1, title: 'Curso', price: 149.9 },
            { idOffer: 2, title: 'Podcast', price: 24.5 },
          ],
        },
        {
          idPayment: 6,
          date: '2026-11-12T12:30:00.000Z',
          totalPrice: 174.4,
          status: 'REFUSED',
          card: { brand: 'visa', lastDigits: '1111' },
          items: [],
        },
      ],
    });
  });
});
