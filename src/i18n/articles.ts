// pt-BR strings of the HTML viewers (content-app.md 2.6: article, embedded page, rich page), loaded
// only with their lazy chunks.
export const articlesMessages = {
  /** The article's link to its reference (content-app.md 2.6, type 3). */
  learnMore: 'saiba mais',
  newTab: '(abre em uma nova aba)',
  chatTitle: 'Bate-papo',
  byAuthor: (author: string) => `Por ${author}`,
  /** The embedded page's frame has no address: the viewer goes back (type 4). */
  goingBack: 'Este conteúdo não tem endereço. Voltando...',
  ratingHeading: 'Avaliação',
} as const;
