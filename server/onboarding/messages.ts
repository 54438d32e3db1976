// The onboarding's pt-BR words (learning-area.md 3, 4.12; content-app.md 2.1).
export const onboardingMessages = {
  /** A tenant without an onboarding page has nothing to finish. */
  noOnboarding: 'Não há apresentação de boas-vindas para concluir.',
} as const;
