// The store's messages (content-app.md 5 and 8). Those quoted by the spec are a contract: the app
// shows the same words when it checks the card itself.
export const storeMessages = {
  offerNotFound: 'Produto não encontrado.',
  alreadyPurchased: 'Você já adquiriu este produto.',
  emptyCart: 'Seu carrinho está vazio',
  holderName: 'Nome do titular inválido: use apenas letras e espaços.',
  cardNumber: 'Número do cartão inválido.',
  unknownBrand: 'Bandeira do cartão não encontrada, favor informar outro cartão.',
  brandMismatch: 'A bandeira informada não corresponde ao número do cartão.',
  expiryFormat: 'Favor preencher o formato correto. MM/AA',
  cardExpired: 'Cartão expirado, favor mudar o cartão',
  cvv: 'Favor preencher o formato correto.',
  paymentAuthorised: 'Pagamento autorizado!',
  paymentRefused: 'Pagamento não autorizado!',
} as const;
