// pt-BR refusals of the campaign's categories (learning-area.md 7.1, 8).
export const learningCampaignMessages = {
  campaignNotFound: 'Campanha não encontrada.',
} as const;
