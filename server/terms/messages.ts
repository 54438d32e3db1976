// The terms' pt-BR words (learning-area.md 5, 8; content-app.md 5).
export const termsMessages = {
  /** Also the server's refusal of every other route until the terms are accepted. */
  mustAccept: 'Você precisa aceitar os termos para continuar.',
  termNotFound: 'Termo de responsabilidade não encontrado.',
  outdatedVersion: 'Esta versão do termo não é mais a atual. Recarregue a página para ler a nova versão.',
  noAgreement: 'Não há termos de uso para aceitar.',
} as const;

/** The header a terms refusal carries, so the app can tell it from any other 403. */
export const TERMS_PENDING_HEADER = 'x-terms-pending';
