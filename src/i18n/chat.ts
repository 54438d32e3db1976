// pt-BR strings of the chat (content-app.md 2.6, 5, 8), loaded only with the chat's lazy chunks.
export const chatMessages = {
  messageLabel: 'Mensagem',
  messagePlaceholder: 'Escreva uma mensagem',
  send: 'Enviar',
  sending: 'Enviando...',
  empty: 'Nenhuma mensagem ainda. Comece a conversa!',
  you: 'Você',
  today: 'Hoje',
  yesterday: 'Ontem',
  messagesOf: (title: string) => `Mensagens de ${title}`,
  connecting: 'Conectando ao bate-papo...',
  reconnecting: 'Conexão perdida. Tentando reconectar...',
  refused:
    'Não foi possível conectar ao bate-papo em tempo real. Recarregue a página para ver novas mensagens.',
  connected: 'Conectado ao bate-papo.',
  showChat: (title: string) => `Mostrar ${title}`,
  hideChat: (title: string) => `Ocultar ${title}`,
  roomTitle: (room: number) => `Sala de bate-papo ${room}`,
  webChatNewTab: 'Abrir o bate-papo em uma nova aba',
  webChatError: 'Erro ao carregar conteúdo',
  historySubject: (room: number) => `mensagens da sala ${room}`,
} as const;
