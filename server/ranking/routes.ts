// The gamification ranking (learning-area.md 2.2, 2.4, 3, 7.5, 8): every learner's points in a campaign,
// summed from the stored activities exactly as the content app's "Meus Pontos" sums one learner's
// (server/profile/store-campaigns.ts activityWorth), so both read the same number.
//   GET /api/campaign/userisincampaign                            -> {userIsInCampaign}: the tab's rule
//   GET /api/campaign/listcampaignpointssummary/{id}?offset&limit&department -> {totalRecords, campaignpoints}
//   GET /api/campaign/{id}/users/{idUser}?department               -> {campaignUserDetail: {position, points}}
//   GET /api/campaign/{id}/departments                             -> {result: [{name}]}
// (GET /api/campaign/listcampaigns?onlyActive=true is the content app's, server/profile/routes.ts.)
import { authenticatedOf } from '../auth/session-guard.ts';
import type { Queryable } from '../db/database.ts';
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { activityWorth, campaignActivities, readCampaignData } from '../profile/store-campaigns.ts';
import { profileContract } from '../../src/shared-rules/profile-messages.ts';
import { isInCampaign, isRunning, rank, type Standing } from './rules.ts';

const otherLearner = 'Você só pode consultar a sua própria posição no ranking.';

/** The campaign's standings: each learner with an activity in it and what their activities are worth. */
async function standingsOf(db: Queryable, idApp: number, idCampaign: number) {
  const data = await readCampaignData(db, idApp);
  const campaign = data.campaigns.find((candidate) => candidate.idgamification_campaign === idCampaign);
  if (!campaign) return refuse(404, profileContract.campaignNotFound);
  const points = new Map<number, number>();
  for (const activity of await campaignActivities(db, idApp, idCampaign)) {
    const worth = activityWorth(activity, data);
    if (worth) points.set(activity.idUser, (points.get(activity.idUser) ?? 0) + worth.points);
  }
  if (points.size === 0) return [];
  const users = await db.query<{ id_user: number; name: string; department: string | null }>(
    'SELECT id_user, name, department FROM users WHERE id_app = $1 AND id_user = ANY($2::int[]) AND active = 1',
    [idApp, `{${[...points.keys()].join(',')}}`],
  );
  return users.map((user): Standing => ({
    idUser: user.id_user,
    name: user.name,
    department: user.department,
    points: points.get(user.id_user) ?? 0,
  }));
}

const inDepartment = (department: string | undefined) => (standing: Standing) =>
  department === undefined || standing.department === department;

export const rankingArea: Area = {
  name: 'ranking',
  routes: ({ db, now }) => [
    route({
      method: 'GET',
      url: '/api/campaign/userisincampaign',
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        const { campaigns } = await readCampaignData(db, tenant.idApp);
        const running = new Set(
          campaigns.filter((campaign) => isRunning(campaign, now())).map((c) => c.idgamification_campaign),
        );
        const activities = await campaignActivities(db, tenant.idApp);
        return { userIsInCampaign: isInCampaign(session.idUser, running, activities) };
      },
    }),
    route({
      method: 'GET',
      url: '/api/campaign/listcampaignpointssummary/:idCampaign',
      params: idParams('idCampaign'),
      querystring: apiSchema('campaign-ranking-query'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const { offset = 0, limit = 10, department } = request.query;
        const ranked = rank(
          (await standingsOf(db, tenant.idApp, request.params.idCampaign)).filter(inDepartment(department)),
        );
        return {
          totalRecords: ranked.length,
          campaignpoints: ranked
            .slice(offset, offset + limit)
            .map(({ idUser, name, department: of, points, position }) => ({
              idUser,
              name,
              department: of,
              points,
              position,
            })),
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/campaign/:idCampaign/users/:idUser',
      params: idParams('idCampaign', 'idUser'),
      querystring: apiSchema('campaign-ranking-query'),
      handler: async (request) => {
        const { tenant, session } = authenticatedOf(request);
        if (request.params.idUser !== session.idUser) return refuse(403, otherLearner);
        const standings = await standingsOf(db, tenant.idApp, request.params.idCampaign);
        const own = standings.find((standing) => standing.idUser === session.idUser);
        const { department } = request.query;
        const ranked = rank(standings.filter(inDepartment(department)));
        const line = ranked.find((standing) => standing.idUser === session.idUser);
        return {
          campaignUserDetail: {
            position: line?.position ?? null,
            points: own?.points ?? 0,
            inDepartment: own !== undefined && inDepartment(department)(own),
          },
        };
      },
    }),
    route({
      method: 'GET',
      url: '/api/campaign/:idCampaign/departments',
      params: idParams('idCampaign'),
      handler: async (request) => {
        const { tenant } = authenticatedOf(request);
        const standings = await standingsOf(db, tenant.idApp, request.params.idCampaign);
        const names = [
          ...new Set(standings.flatMap((standing) => (standing.department ? [standing.department] : []))),
        ];
        return { result: names.sort((a, b) => a.localeCompare(b, 'pt-BR')).map((name) => ({ name })) };
      },
    }),
  ],
};
