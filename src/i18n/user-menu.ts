// The pt-BR words of the content app's user menu (content-app.md 2.1, 2.4): loaded with the menu only,
// never with the first paint. 'Meus Pontos' is the profile's own heading (2.4).
export const userMenuMessages = {
  profile: 'Meu perfil',
  points: 'Meus Pontos',
  chat: 'Chat',
  store: 'Loja',
  uploads: 'Enviar conteúdo',
  messages: 'Notificações',
} as const;
