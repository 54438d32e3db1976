// The campaign modal's calls (content-app.md 2.8, 7; server/campaigns/routes.ts): the running campaigns
// the user was not shown yet, those a content counts for, and 'notified' once the modal is closed.
// Loaded only with the modal and the content page.
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';

export const campaignKeys = {
  byUser: ['campaign', 'byuser'] as const,
  byContent: (idContentItem: number) => ['campaign', 'bycontent', idContentItem] as const,
};

const list = async (path: string) =>
  (await api().request('GET', path, { schema: 'api/campaign-list-response' })).campaigns;

export const campaignsByUserQuery = () =>
  queryOptions({ queryKey: campaignKeys.byUser, queryFn: () => list('/campaign/listbyuser'), staleTime: 0 });

export const campaignsByContentQuery = (idContentItem: number) =>
  queryOptions({
    queryKey: campaignKeys.byContent(idContentItem),
    queryFn: () => list(`/campaign/listbycontent/${idContentItem}`),
  });

export const markCampaignNotified = (idCampaign: number, idUser: number) =>
  api().request('POST', `/campaign/${idCampaign}/users/${idUser}/notified`, {
    schema: 'api/message-response',
  });
