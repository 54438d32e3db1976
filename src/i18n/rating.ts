// pt-BR strings of the rating widget (content-app.md 4 "Rating"), loaded only with the viewers that
// show it.
import { plural } from './format';

export const ratingMessages = {
  legend: 'Avalie este conteúdo',
  star: (value: number) => plural(value, '1 estrela', `${value} estrelas`),
  send: 'Enviar',
  sending: 'Enviando...',
  /** Shown for 2 s after a vote (content-app.md 9 "rating thanks 2 s"). */
  thanks: 'Obrigado por avaliar esse conteúdo',
  /** The card variant of the same thanks. */
  thanksCard: 'Obrigado por avaliar este conteúdo',
  alreadyRated: 'Conteúdo Avaliado',
} as const;
