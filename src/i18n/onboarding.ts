// The onboarding's pt-BR words (learning-area.md 4.12 "onboarding modal"; content-app.md 2.1
// "optional onboarding frame").
export const onboardingMessages = {
  title: 'Boas-vindas',
  /** The frame's title attribute: what a screen reader says the frame holds. */
  frameTitle: 'Apresentação de boas-vindas',
  finish: 'Concluir',
  later: 'Ver depois',
  loading: 'Carregando a apresentação...',
  loadFailed: 'Não foi possível carregar a apresentação.',
  finishing: 'Aguarde, registrando a conclusão.',
  finishFailed: 'Não foi possível registrar a conclusão. Tente novamente.',
} as const;
