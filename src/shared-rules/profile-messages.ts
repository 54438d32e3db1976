// The profile's words that the reference API answers with and the app shows (content-app.md 2.4, 5, 8):
// one source for both. Import-free: the server imports it as it is.
export const profileContract = {
  saved: 'Perfil atualizado com sucesso',
  nameRequired: 'Nome é um campo obrigatório.',
  cpfInvalid: 'CPF inválido',
  phoneInvalid: 'Telefone invalido, por favor digite corretamente. Exemplo: (99) 99999-9999',
  uploadOnlyImages: 'Envie uma imagem (JPG, PNG, GIF ou WebP).',
  uploadTooLarge: 'A imagem excede o limite de 2 MB.',
  uploadMissing: 'Nenhum arquivo foi enviado.',
  invalidPhoto: 'Endereço de foto inválido.',
  campaignNotFound: 'Campanha não encontrada.',
  /** learning-area.md 7.9: the notification choices saved. */
  notificationsSaved: 'Notificações salvas com sucesso.',
} as const;
