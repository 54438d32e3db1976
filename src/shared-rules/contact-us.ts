// The contact-us form's rules and words (learning-area.md 2.2 /contactus, 3, 5, 6, 7.9): one copy for
// the form and the server. The message is measured trimmed and in characters (code points, as
// PostgreSQL's char_length counts them), so the counter, the form and the server agree on an emoji.

/** The feature (GET /learning/features/CONTACT_US) and the e-mail (/notifications/emails/CONTACT_US). */
export const CONTACT_US = 'CONTACT_US';

/** Ours: the spec gives no maximum; a page of text, and the size of the table's check. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export const contactUsMessages = {
  /** learning-area.md 5: "message required". */
  required: 'O preenchimento do campo é obrigatório.',
  tooLong: `A mensagem pode ter no máximo ${CONTACT_MESSAGE_MAX_LENGTH} caracteres.`,
  sent: 'Mensagem enviada com sucesso!',
  /** 2.2: "Available only if the contact-us feature is active." */
  notAvailable: 'Fale conosco não está disponível para a sua empresa.',
} as const;

/** The characters of the message as it would be sent (trimmed). */
export const contactMessageLength = (message: string) => [...message.trim()].length;

/** The first rule the message breaks; undefined when it may be sent. */
export function contactMessageProblem(message: string): string | undefined {
  const length = contactMessageLength(message);
  if (length === 0) return contactUsMessages.required;
  if (length > CONTACT_MESSAGE_MAX_LENGTH) return contactUsMessages.tooLong;
  return undefined;
}
