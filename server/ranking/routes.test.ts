import { describe, expect, it } from 'vitest';
import { bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { live, bruno, get } = horizonteLearner();

interface Line {
  idUser: number;
  name: string;
  department: string | null;
  points: number;
  position: number;
}
const page = async (query = '') =>
  (await get(`/api/campaign/listcampaignpointssummary/1${query}`)).json<{
    totalRecords: number;
    campaignpoints: Line[];
  }>();

describe('the gamification ranking (learning-area.md 2.4, 7.5)', () => {
  it('says bruno is in a campaign, and carla, with no activity in a running one, is not', async () => {
    const own = await get('/api/campaign/userisincampaign');
    expectSchema(own, 'api/campaign-user-is-in-campaign-response.json');
    expect(own.json()).toEqual({ userIsInCampaign: true });
    const carla = await live.login(horizonte, 'carla@horizonte.test');
    expect((await live.get('/api/campaign/userisincampaign', bearer(horizonte, carla))).json()).toEqual({
      userIsInCampaign: false,
    });
  });

  it('pages 35 learners by points, ties sharing their position, 10 a page', async () => {
    const first = await get('/api/campaign/listcampaignpointssummary/1');
    expect(first.statusCode, first.body).toBe(200);
    expectSchema(first, 'api/campaign-ranking-response.json');
    const { totalRecords, campaignpoints } = first.json<{ totalRecords: number; campaignpoints: Line[] }>();
    expect(totalRecords).toBe(35);
    expect(campaignpoints).toHaveLength(10);
    // The two at the top tie.
    expect(campaignpoints.slice(0, 3).map((line) => line.position)).toEqual([1, 1, 3]);
    const all = [
      ...campaignpoints,
      ...(await page('?offset=10')).campaignpoints,
      ...(await page('?offset=20&limit=20')).campaignpoints,
    ];
    expect(all).toHaveLength(35);
    for (const [index, line] of all.entries()) {
      if (index > 0) expect(line.points).toBeLessThanOrEqual(all[index - 1]!.points);
      const ahead = all.filter((other) => other.points > line.points).length;
      expect(line.position).toBe(ahead + 1);
    }
  });

  it("gives bruno's own line: the same points as his 'Meus Pontos' in that campaign", async () => {
    const detail = await get('/api/campaign/1/users/1');
    expectSchema(detail, 'api/campaign-user-detail-response.json');
    const own = detail.json<{ campaignUserDetail: { position: number; points: number } }>()
      .campaignUserDetail;
    const points = await live.app.inject({
      method: 'POST',
      url: '/api/campaign/listcampaignuserpoints',
      headers: bruno(),
      payload: { idUser: 1, idCampaign: 1 },
    });
    expect(own.points).toBe(points.json<{ totalPoints: number }>().totalPoints);
    expect(own.points).toBe(290);
    expect(own.position).toBeGreaterThan(3);
    const line = (await page('?limit=100')).campaignpoints.find((candidate) => candidate.idUser === 1);
    expect(line).toMatchObject({ points: own.points, position: own.position, department: 'Atendimento' });
  });

  it('filters by department: his position there, none in one he is not in', async () => {
    const departments = await get('/api/campaign/1/departments');
    expectSchema(departments, 'api/campaign-departments-response.json');
    expect(departments.json<{ result: { name: string }[] }>().result.map((row) => row.name)).toEqual([
      'Atendimento',
      'Comercial',
      'Educação Corporativa',
      'Financeiro',
      'Tecnologia',
    ]);
    const service = await page('?department=Atendimento');
    expect(service.campaignpoints.every((line) => line.department === 'Atendimento')).toBe(true);
    expect(service.campaignpoints[0]?.position).toBe(1);
    const inService = (await get('/api/campaign/1/users/1?department=Atendimento')).json<{
      campaignUserDetail: { position: number | null };
    }>().campaignUserDetail;
    expect(inService.position).toBeGreaterThanOrEqual(1);
    const elsewhere = (await get('/api/campaign/1/users/1?department=Tecnologia')).json<{
      campaignUserDetail: { position: number | null; points: number; inDepartment: boolean };
    }>().campaignUserDetail;
    expect(elsewhere).toEqual({ position: null, points: 290, inDepartment: false });
  });

  it("refuses another learner's line and an unknown campaign", async () => {
    expectFailure(await get('/api/campaign/1/users/2'), 403, /sua própria posição/);
    expectFailure(await get('/api/campaign/99/departments'), 404, 'Campanha não encontrada.');
    expectFailure(await get('/api/campaign/listcampaignpointssummary/99'), 404, 'Campanha não encontrada.');
    expectFailure(await get('/api/campaign/listcampaignpointssummary/1?limit=0'), 400, /limit/);
  });
});
