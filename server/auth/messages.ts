// The answers of the session calls added beside the spec's: logout, link tokens, a second renewal.
export const sessionMessages = {
  loggedOut: 'Sessão encerrada.',
  linkTokenInvalid: 'Link de acesso inválido ou expirado. Abra a página novamente pelo aplicativo.',
  alreadyRenewed: 'Esta sessão já foi renovada. Use a sessão mais recente ou entre novamente.',
} as const;

// The app switch's refusals (routes-switch.ts).
export const switchMessages = {
  alreadyHere: 'Você já está neste aplicativo.',
  noAccount: 'Você não tem acesso a este aplicativo.',
  unknownApp: 'Aplicativo não encontrado.',
} as const;
