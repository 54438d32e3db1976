// The install prompt's pt-BR texts (the spec names the prompt, not its words). Kept with its lazy module:
// the first paint's message catalogue does not carry them.
export const installMessages = {
  title: 'Instalar o aplicativo',
  offer: (app: string) =>
    `Instale o ${app} na tela inicial do seu aparelho: ele abre mais rápido, em tela cheia, como um aplicativo.`,
  install: 'Instalar',
  notNow: 'Agora não',
  iosRegion: 'Instalar o aplicativo no iPhone ou iPad',
  iosSteps: (app: string) =>
    `Para instalar o ${app}, toque em Compartilhar e depois em "Adicionar à Tela de Início".`,
  iosDone: 'Entendi',
} as const;
