// The contact form's pt-BR words (learning-area.md 2.2 /contactus, 5, 8), loaded with its screen and
// the user menu. The rules' own words (required, too long, sent, not available) are shared with the
// server: src/shared-rules/contact-us.ts.
import { CONTACT_MESSAGE_MAX_LENGTH, contactUsMessages } from '../shared-rules/contact-us';

export const contactUsText = {
  ...contactUsMessages,
  /** The user menu's entry, and the screen's title until the company's own has loaded. */
  menuEntry: 'Fale conosco',
  message: 'Mensagem',
  /** Written as the rule's message writes the maximum (2000, no separator). */
  counter: (count: number) => `${count} de ${CONTACT_MESSAGE_MAX_LENGTH} caracteres`,
  send: 'Enviar',
  sending: 'Enviando...',
  sendError: 'Não foi possível enviar sua mensagem. Tente novamente.',
  loadError: 'Não foi possível carregar o Fale conosco.',
  checkError: 'Não foi possível verificar se o Fale conosco está disponível.',
} as const;
