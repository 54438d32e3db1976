// The spec's contract strings that both sides type: the reference API sends them and the app shows
// them (or says the same words when it checks a form itself before sending). Users and the end-to-end
// suite look for these exact words, accents and final stops included, so each is written once, here.
// contract-messages.test.ts holds them against the spec's text.
//
// One export per area, so a lazy screen's words do not weigh on the first paint (a bundler keeps
// only the exports a chunk imports); the login's, which the first paint needs, are in
// ./access-contract.ts, so this module stays out of the app's first chunk. The server imports both as
// they are: no import but that one.

export { accessContract } from './access-contract.ts';

/** The upload form of section type 49 (content-app.md 5, 8). */
export const uploadContract = {
  sent: 'Dados enviados com sucesso!',
  titleRequired: 'Título é um campo obrigatório.',
  descriptionRequired: 'Descrição é um campo obrigatório.',
  fileRequired: 'É necessário fazer o upload de um arquivo.',
} as const;

/** The rich-text editor (content-app.md 5). */
export const richTextContract = {
  /** A link that is not an http(s):// or www address. */
  invalidLink: 'Formato de url inválido',
} as const;

/** The learning area's enrolment, access and likes (learning-area.md 2.2, 4.4, 8; content-app.md 5). */
export const learningContract = {
  /** A class request waits for approval. */
  awaitingApproval: 'Aguardando aprovação da matrícula.',
  /** A content whose hasAccess is false. */
  restricted: 'Acesso restrito',
  /** The like of a learner who is not enrolled. */
  likeNeedsEnrollment: 'Para curtir, é necessário estar matriculado',
} as const;

/** The store's cart, card checks and payment (content-app.md 5, 8). */
export const storeContract = {
  emptyCart: 'Seu carrinho está vazio',
  unknownBrand: 'Bandeira do cartão não encontrada, favor informar outro cartão.',
  expiryFormat: 'Favor preencher o formato correto. MM/AA',
  cardExpired: 'Cartão expirado, favor mudar o cartão',
  /** The security code's format. */
  cvcFormat: 'Favor preencher o formato correto.',
  paymentAuthorised: 'Pagamento autorizado!',
  paymentRefused: 'Pagamento não autorizado!',
} as const;
