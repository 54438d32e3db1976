// The login's contract strings (content-app.md 2.1, 8), apart from ./contract-messages.ts: the first
// paint needs these words and none of the other areas'. contract-messages.ts re-exports them.

/** Login, forgot password and tenant lookup (content-app.md 2.1, 8). */
export const accessContract = {
  /** Step one of the login finds no such user. */
  invalidUser: 'Usuário inválido.',
  wrongCredentials: 'Senha ou usuário inválido.',
  /** Forgot password: the success toast. */
  forgotSent: 'E-mail enviado com sucesso!',
  /** Forgot password: the failure message (its toast, 'Erro ao enviar e-mail!', is the app's alone). */
  forgotFailed: 'Erro ao enviar e-mail.',
  /** The host names no tenant. */
  noMatchingApp: 'Nenhuma aplicação correspondente a URL',
} as const;
