// First access (content-app.md 2.3, 5, 8): the phone mask, what is sent, and the words the server and
// the screens share.

export const activationMessages = {
  phoneRequired: 'Informe o seu telefone.',
  phoneIncomplete: 'Telefone incompleto',
  pinRequired: 'Informe o código recebido.',
  /** content-app.md 8: the PIN error when the server sends no message of its own. */
  pinFailed: 'Erro ao validar PIN.',
  phoneUnknown: 'Não encontramos um primeiro acesso pendente para este telefone.',
  pinSent: (masked: string) => `Enviamos um código por SMS para ${masked}. Ele vale 10 minutos.`,
  pinWrong: (left: number) =>
    left === 1
      ? 'Código incorreto. Você tem mais 1 tentativa.'
      : `Código incorreto. Você tem mais ${left} tentativas.`,
  pinTooManyTries: 'Muitas tentativas com este código. Peça um novo código.',
  pinExpired: 'Este código expirou. Peça um novo código.',
  pinMissing: 'Peça um código para este telefone primeiro.',
  registrationExpired: 'O tempo para concluir o cadastro acabou. Faça o primeiro acesso de novo.',
  nameRequired: 'Nome obrigatório',
  smsText: (appName: string, pin: string) =>
    `${appName}: seu código de primeiro acesso é ${pin}. Ele vale 10 minutos.`,
} as const;

/** Wrong tries a PIN takes before a new one must be asked for. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LIFETIME_MS = 10 * 60 * 1000;
export const PIN_LENGTH = 6;

/** The digits of a phone: what is sent (content-app.md 5: "digits only are sent"). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** (00) 00000-0000 as the digits are typed (content-app.md 5). */
export function maskPhone(typed: string): string {
  const digits = phoneDigits(typed).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  if (digits.length <= 7) return `(${digits.slice(0, 2)}) ${digits.slice(2)}`;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}

/** The phone as a message may show it: (11) 9****-7777. */
export function hiddenPhone(digits: string): string {
  if (digits.length < 10) return digits;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 3)}****-${digits.slice(-4)}`;
}
