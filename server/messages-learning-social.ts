// pt-BR refusals of the learning pages' blocks, likes and shares (learning-area.md 8).
import { learningContract } from '../src/shared-rules/contract-messages.ts';
export const learningSocialMessages = {
  /** learning-area.md 8, "Like while not enrolled". */
  likeNeedsEnrollment: learningContract.likeNeedsEnrollment,
  shareOfAnotherLearner: 'Você só pode registrar os seus próprios compartilhamentos.',
  shareRecorded: 'Compartilhamento registrado.',
  blockNotFound: 'Bloco não encontrado.',
} as const;
