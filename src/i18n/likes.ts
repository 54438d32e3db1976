// The like's words (content-app.md 4 "Like"); the tooltip is the spec's own.
import { learningContract } from '../shared-rules/contract-messages';

export const likeMessages = {
  like: 'Curtir',
  unlike: 'Descurtir',
  likes: (count: number) => (count === 1 ? '1 curtida' : `${count} curtidas`),
  needsEnrollment: learningContract.likeNeedsEnrollment,
  failed: 'Não foi possível registrar a sua curtida. Tente novamente.',
} as const;
