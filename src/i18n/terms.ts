// The terms' pt-BR words (learning-area.md 4.12, 5, 8; content-app.md 4, 5).
export const termsMessages = {
  title: 'Termos de uso',
  intro: 'Para continuar, leia e aceite os termos abaixo.',
  agreementText: 'Texto dos termos de uso',
  termText: (title: string) => `Texto: ${title}`,
  agreementLabel: 'Li e aceito os termos de uso.',
  responsibilityLabel: (title: string) => `Li e aceito: ${title}`,
  communicationLabel: 'Aceito receber comunicações da empresa.',
  continue: 'Continuar',
  decline: 'Sair',
  /** learning-area.md 5 and content-app.md 5: a box left unticked. */
  mustAccept: 'Você precisa aceitar os termos para continuar.',
  saving: 'Aguarde, registrando o seu aceite.',
  saveFailed: 'Não foi possível registrar o seu aceite. Tente novamente.',
  loadSubject: 'os termos de uso',
} as const;

/** The topics of interest after the terms (learning-area.md 4.12). */
export const topicsMessages = {
  title: 'Seus temas de interesse',
  intro: 'Escolha os temas que você quer ver nas recomendações.',
  search: 'Buscar temas',
  loading: 'Carregando temas...',
  loadFailed: 'Não foi possível carregar os temas.',
  none: 'Nenhum tema encontrado.',
  chosen: (count: number) =>
    count === 0 ? 'Nenhum tema escolhido.' : count === 1 ? '1 tema escolhido.' : `${count} temas escolhidos.`,
  skip: 'Agora não',
  save: 'Salvar temas',
  saving: 'Salvando...',
  saveFailed: 'Não foi possível salvar os temas. Tente novamente.',
} as const;
