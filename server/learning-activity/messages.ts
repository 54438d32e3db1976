// pt-BR refusals and confirmations of the learner's activity around the learning pages: likes, shares,
// and the campaign's categories (learning-area.md 8). The tags, accesses, trackings, meetings and plans
// answer with the learning area's own texts (server/messages-learning.ts).
import { learningContract } from '../../src/shared-rules/contract-messages.ts';

export const learningSocialMessages = {
  /** learning-area.md 8, "Like while not enrolled". */
  likeNeedsEnrollment: learningContract.likeNeedsEnrollment,
  shareOfAnotherLearner: 'Você só pode registrar os seus próprios compartilhamentos.',
  shareRecorded: 'Compartilhamento registrado.',
  /** The learning pages' blocks (server/routes/learning-pages-routes.ts). */
  blockNotFound: 'Bloco não encontrado.',
} as const;

export const learningCampaignMessages = {
  campaignNotFound: 'Campanha não encontrada.',
} as const;
