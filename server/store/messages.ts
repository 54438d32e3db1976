// The store's messages (content-app.md 5 and 8). Those quoted by the spec are a contract: the app
// shows the same words when it checks the card itself.
import { storeContract } from '../../src/shared-rules/contract-messages.ts';
export const storeMessages = {
  offerNotFound: 'Produto não encontrado.',
  /** The title of a bought offer the tenant's fixture no longer has (its orders still list it). */
  offerGone: 'Produto indisponível',
  alreadyPurchased: 'Você já adquiriu este produto.',
  emptyCart: storeContract.emptyCart,
  holderName: 'Nome do titular inválido: use apenas letras e espaços.',
  cardNumber: 'Número do cartão inválido.',
  unknownBrand: storeContract.unknownBrand,
  brandMismatch: 'A bandeira informada não corresponde ao número do cartão.',
  expiryFormat: storeContract.expiryFormat,
  cardExpired: storeContract.cardExpired,
  cvv: storeContract.cvcFormat,
  paymentAuthorised: storeContract.paymentAuthorised,
  paymentRefused: storeContract.paymentRefused,
} as const;
