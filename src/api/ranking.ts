// The journey's gamification ranking (learning-area.md 2.4, 7.5, 9): the running campaigns, a page of
// a campaign's ranking (optionally of one department), the learner's own line and the departments.
// Under the 'learning' key with the journey (an enrolment or a finished content refreshes it).
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';

/** learning-area.md 9: "Ranking page 10". */
export const RANKING_PAGE_SIZE = 10;

export const rankingKeys = {
  campaigns: () => ['learning', 'journey', 'ranking', 'campaigns'] as const,
  page: (idCampaign: number, department: string | null, page: number) =>
    ['learning', 'journey', 'ranking', idCampaign, department ?? '', 'page', page] as const,
  own: (idCampaign: number, idUser: number, department: string | null) =>
    ['learning', 'journey', 'ranking', idCampaign, department ?? '', 'own', idUser] as const,
  departments: (idCampaign: number) => ['learning', 'journey', 'ranking', idCampaign, 'departments'] as const,
};

/** GET /campaign/listcampaigns?onlyActive=true: the campaigns the selector offers. */
export const rankingCampaignsQuery = () =>
  queryOptions({
    queryKey: rankingKeys.campaigns(),
    queryFn: async () =>
      (
        await api().request('GET', '/campaign/listcampaigns', {
          schema: 'api/campaign-list-response',
          query: { onlyActive: 'true' },
        })
      ).campaigns,
  });

const departmentQuery = (department: string | null) => (department === null ? {} : { department });

/** GET /campaign/listcampaignpointssummary/{idCampaign}?offset&limit&department. */
export const rankingPageQuery = (idCampaign: number, department: string | null, page: number) =>
  queryOptions({
    queryKey: rankingKeys.page(idCampaign, department, page),
    queryFn: () =>
      api().request('GET', `/campaign/listcampaignpointssummary/${idCampaign}`, {
        schema: 'api/campaign-ranking-response',
        query: {
          offset: (page - 1) * RANKING_PAGE_SIZE,
          limit: RANKING_PAGE_SIZE,
          ...departmentQuery(department),
        },
      }),
  });

/** GET /campaign/{idCampaign}/users/{idUser}?department: the learner's own position and points. */
export const ownStandingQuery = (idCampaign: number, idUser: number, department: string | null) =>
  queryOptions({
    queryKey: rankingKeys.own(idCampaign, idUser, department),
    queryFn: async () =>
      (
        await api().request('GET', `/campaign/${idCampaign}/users/${idUser}`, {
          schema: 'api/campaign-user-detail-response',
          query: departmentQuery(department),
        })
      ).campaignUserDetail,
  });

/** GET /campaign/{idCampaign}/departments. */
export const departmentsQuery = (idCampaign: number) =>
  queryOptions({
    queryKey: rankingKeys.departments(idCampaign),
    queryFn: async () =>
      (
        await api().request('GET', `/campaign/${idCampaign}/departments`, {
          schema: 'api/campaign-departments-response',
        })
      ).result.map((department) => department.name),
  });
