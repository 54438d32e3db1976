import { describe, expect, it } from 'vitest';
import { profileContract } from '../../src/shared-rules/profile-messages.ts';
import { bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

// The horizonte demo (fixtures/horizonte/parts/journey-ranking.json, scripts/horizonte/journey-ranking.ts):
// 'Campanha Aprender Juntos' (1) has 35 learners, bruno 8th with 290 points in a three-way tie.
const { live, get } = horizonteLearner();

interface Row {
  idUser: number;
  name: string;
  department: string | null;
  points: number;
  position: number;
}
const page = async (query: string) => {
  const response = await get(`/api/campaign/listcampaignpointssummary/1${query}`);
  return answerOf<{ totalRecords: number; campaignpoints: Row[] }>(
    response,
    'api/campaign-ranking-response.json',
  );
};
const own = async (query = '') => {
  const response = await get(`/api/campaign/1/users/1${query}`);
  return answerOf<{ campaignUserDetail: { position: number | null; points: number } }>(
    response,
    'api/campaign-user-detail-response.json',
  ).campaignUserDetail;
};

describe('the ranking (learning-area.md 2.4, 7.5)', () => {
  it('pages the whole campaign, most points first, ties sharing a position (1, 1, 3)', async () => {
    const first = await page('?offset=0&limit=10');
    expect(first.totalRecords).toBe(35);
    expect(first.campaignpoints.map((row) => row.position)).toEqual([1, 1, 3, 4, 5, 6, 6, 8, 8, 8]);
    expect(first.campaignpoints.find((row) => row.idUser === 1)).toMatchObject({
      name: 'Bruno Lima',
      points: 290,
      position: 8,
    });
    // Positions count over the whole ranking, not the page.
    const second = await page('?offset=10&limit=10');
    expect(second.campaignpoints).toHaveLength(10);
    expect(second.campaignpoints[0]).toMatchObject({ position: 11, points: 270 });
    const last = await page('?offset=30&limit=10');
    expect(last.campaignpoints).toHaveLength(5);
    // Every line: points never rise, and its position is 1 + how many have more (competition ranking).
    const all = [
      ...first.campaignpoints,
      ...second.campaignpoints,
      ...(await page('?offset=20&limit=20')).campaignpoints,
    ];
    expect(all).toHaveLength(35);
    for (const [index, row] of all.entries()) {
      if (index > 0) expect(row.points).toBeLessThanOrEqual(all[index - 1]!.points);
      expect(row.position).toBe(all.filter((other) => other.points > row.points).length + 1);
    }
    // A page of 10 when none is asked (9).
    expect((await page('')).campaignpoints).toHaveLength(10);
  });

  it('limits the ranking to a department, positions counted within it', async () => {
    const attendance = await page('?department=Atendimento');
    expect(attendance.campaignpoints.every((row) => row.department === 'Atendimento')).toBe(true);
    expect(attendance.campaignpoints.slice(0, 2).map((row) => [row.name, row.position])).toEqual([
      ['Adriana Costa', 1],
      ['Bruno Lima', 2],
    ]);
    expect(await own('?department=Atendimento')).toMatchObject({ position: 2, points: 290 });
  });

  it("answers the learner's own line, and no position in a department he is not in", async () => {
    expect(await own()).toEqual({ position: 8, points: 290, inDepartment: true });
    expect(await own('?department=Tecnologia')).toEqual({
      position: null,
      points: 290,
      inDepartment: false,
    });
    expectFailure(await get('/api/campaign/1/users/1301'), 403, /sua própria posição/);
  });

  it('counts the points "Meus Pontos" lists: one sum for both screens', async () => {
    for (const idCampaign of [1, 2]) {
      const listed = await live.post('/api/campaign/listcampaignuserpoints', bearer(horizonte, live.bruno), {
        idUser: 1,
        idCampaign,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const sum = listed
        .json<{ data: { points: number }[] }>()
        .data.reduce((total, row) => total + row.points, 0);
      const detail = await get(`/api/campaign/${idCampaign}/users/1`);
      expect(detail.json().campaignUserDetail.points).toBe(sum);
    }
  });

  it("lists the campaign's departments by name, and none for a campaign without points", async () => {
    const departments = await get('/api/campaign/1/departments');
    expect(departments.statusCode).toBe(200);
    expectSchema(departments, 'api/campaign-departments-response.json');
    expect(departments.json().result).toEqual(
      ['Atendimento', 'Comercial', 'Educação Corporativa', 'Financeiro', 'Tecnologia'].map((name) => ({
        name,
      })),
    );
    expect((await get('/api/campaign/3/departments')).json()).toEqual({ result: [] });
    expect((await get('/api/campaign/listcampaignpointssummary/3')).json()).toEqual({
      totalRecords: 0,
      campaignpoints: [],
    });
  });

  it('says who is in a running campaign: bruno is, carla is not', async () => {
    const bruno = await get('/api/campaign/userisincampaign');
    expectSchema(bruno, 'api/campaign-user-is-in-campaign-response.json');
    expect(bruno.json()).toEqual({ userIsInCampaign: true });
    const carla = await live.login(horizonte, 'carla@horizonte.test');
    const answer = await live.get('/api/campaign/userisincampaign', bearer(horizonte, carla));
    expect(answer.json()).toEqual({ userIsInCampaign: false });
  });

  it('refuses an unknown campaign and a bad page in pt-BR', async () => {
    for (const url of [
      '/api/campaign/listcampaignpointssummary/999',
      '/api/campaign/999/users/1',
      '/api/campaign/999/departments',
    ])
      expectFailure(await get(url), 404, profileContract.campaignNotFound);
    const bad = await get('/api/campaign/listcampaignpointssummary/1?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[a-zà-ú]/);
  });
});
