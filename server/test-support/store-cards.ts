// The card a store test pays with: a valid Visa the fake gateway (server/store/fake-gateway.ts) approves.
export const visa = {
  name: 'Cliente Loja Um',
  creditCard: '4111 1111 1111 1111',
  expirationDate: '12/99',
  CVV: '123',
  brand: 'visa',
};
