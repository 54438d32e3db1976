// The return-to-last-content prompt's words (content-app.md 4; the spec quotes none).
export const returnPromptMessages = {
  title: 'Continuar de onde parou?',
  body: (text: string) => `Da última vez você estava em “${text}”. Quer voltar para esse conteúdo?`,
  bodyUntitled: 'Quer voltar para o último conteúdo que você acessou?',
  accept: 'Voltar ao conteúdo',
  decline: 'Agora não',
} as const;
