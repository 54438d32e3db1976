// The campaign's categories (learning-area.md 7.1 GET /learning/categories/campaign/{id}, 2.3 block
// Campaign): the categories whose courses earn the campaign's points. Never stale (9).
import { queryOptions } from '@tanstack/react-query';
import type { Node } from '../generated/types';
import { validateItems } from '../engine/items';
import { validate } from '../engine/validate';
import { api } from './instance';

export const learningCampaignKeys = {
  categories: (idCampaign: number) => ['learning', 'campaign', idCampaign, 'categories'] as const,
};

/** GET /learning/categories/campaign/{id}: {data}, each category checked as a node. */
export const campaignCategoriesQuery = (idCampaign: number) =>
  queryOptions({
    queryKey: learningCampaignKeys.categories(idCampaign),
    queryFn: async () => {
      const answer = await api().request('GET', `/learning/categories/campaign/${idCampaign}`, {
        schema: 'api/learning-campaign-categories-response',
      });
      return validateItems<Node>(validate, 'node', answer.data);
    },
    staleTime: Infinity,
  });
