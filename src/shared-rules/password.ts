// The change-password rules and words (learning-area.md 5, 8), one copy for the form and the server.

export const passwordMessages = {
  currentRequired: 'Senha atual obrigatório',
  newRequired: 'Nova senha obrigatório',
  minLength: 'Ao menos 8 caracteres',
  digit: 'Ao menos um número',
  letter: 'Ao menos uma letra',
  mismatch: 'Esta senha tem que ser idêntica à digitada no campo Nova Senha.',
  /** A wrong current password, or a change that failed. */
  wrongCurrent: 'Senha atual incorreta',
  /** The server's answer; the app then says 'Senha alterada com sucesso!' (learning-area.md 8). */
  saved: 'Senha salva com sucesso.',
  changed: 'Senha alterada com sucesso!',
} as const;

/** learning-area.md 9: minimum password length 8. */
export const PASSWORD_MIN_LENGTH = 8;

/** The first rule a new password breaks, in the order of the spec; undefined when it keeps them all. */
export function newPasswordProblem(password: string): string | undefined {
  if (password === '') return passwordMessages.newRequired;
  if ([...password].length < PASSWORD_MIN_LENGTH) return passwordMessages.minLength;
  if (!/\p{Nd}/u.test(password)) return passwordMessages.digit;
  if (!/\p{L}/u.test(password)) return passwordMessages.letter;
  return undefined;
}
