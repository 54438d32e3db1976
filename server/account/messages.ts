// The account area's pt-BR words (support access; the password's are src/shared-rules/password.ts).
export const supportMessages = {
  notSupport: 'Apenas a equipe de suporte pode acessar a conta de outro usuário.',
  notYourself: 'Você já está na sua própria conta.',
  userNotFound: 'Usuário não encontrado.',
  inactive: 'Este usuário está inativo e não pode ser acessado.',
} as const;
