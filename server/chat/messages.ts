// What the chat calls answer in pt-BR when they refuse something (server/messages.ts holds the shared ones).
export const messageMaxLength = 1000;

export const chatMessages = {
  roomNotFound: 'Sala de bate-papo não encontrada.',
  emptyMessage: 'A mensagem não pode ficar vazia.',
  messageTooLong: `A mensagem pode ter no máximo ${messageMaxLength} caracteres.`,
  invalidRoom: 'Sala de bate-papo inválida.',
} as const;
