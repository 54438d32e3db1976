import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { profileContract } from '../../src/shared-rules/profile-messages.ts';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { isRunning } from './rules.ts';

// The fixtures' participants (campaignUsers): caio@horizonte.test takes part in campaign 3, dora in 1, 2
// and 3; edu@aurora.test in aurora's 1, 2 and 3 (3 ended in 2025); bruno was told of 1 before
// (notified 1). A day the demo campaigns run on: horizonte's 1-3 and aurora's 1-2.
const today = new Date('2026-11-29T12:00:00.000Z');
const live = useLearnerServer({ now: () => today });

interface Listed {
  campaigns: { idgamification_campaign: number; name: string; notified?: number; points?: unknown[] }[];
}
const ids = (response: { json: <T>() => T }) =>
  response.json<Listed>().campaigns.map((campaign) => campaign.idgamification_campaign);

const listByUser = async (host: string, token: string) => {
  const response = await live.get('/api/campaign/listbyuser', bearer(host, token));
  expect(response.statusCode, response.body).toBe(200);
  expectSchema(response, 'api/campaign-list-response.json');
  return response;
};
const notify = (host: string, token: string, idCampaign: number, idUser: number) =>
  live.post(`/api/campaign/${idCampaign}/users/${idUser}/notified`, bearer(host, token), undefined);

describe('GET /api/campaign/listbyuser (content-app.md 2.8 campaign modal, 7)', () => {
  it('lists the running campaigns the user takes part in and was not shown, with their points', async () => {
    const dora = await live.login(horizonte, 'dora@horizonte.test');
    const response = await listByUser(horizonte, dora);
    expect(ids(response)).toEqual([1, 2, 3]);
    const [first] = response.json<Listed>().campaigns;
    expect(first).toMatchObject({ name: 'Campanha Aprender Juntos', notified: 0 });
    expect(first?.points).toContainEqual({ name: 'Concluir um curso', points: 50 });
    expect(first).not.toHaveProperty('events');
    // aurora's 3 ended in 2025: left out.
    expect(ids(await listByUser(aurora, await live.login(aurora, 'edu@aurora.test')))).toEqual([1, 2]);
  });

  it('is empty for a user in no campaign, or told of it before', async () => {
    expect(ids(await listByUser(horizonte, live.bruno))).toEqual([]);
    expect(ids(await listByUser(aurora, live.ana))).toEqual([]);
  });
});

describe('POST /api/campaign/{id}/users/{idUser}/notified', () => {
  it('takes the campaign off the user’s list for good; again changes nothing', async () => {
    const caio = await live.login(horizonte, 'caio@horizonte.test');
    expect(ids(await listByUser(horizonte, caio))).toEqual([3]);
    const first = await notify(horizonte, caio, 3, 12);
    expect(first.statusCode, first.body).toBe(200);
    expectSchema(first, 'api/message-response.json');
    expect(ids(await listByUser(horizonte, caio))).toEqual([]);
    expect((await notify(horizonte, caio, 3, 12)).statusCode).toBe(200);
    const rows = await live.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM campaign_notifications WHERE id_app = 2 AND id_user = 12',
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('records one row when the modal’s close is sent several times at once (two tabs, a retry)', async () => {
    const dora = await live.login(horizonte, 'dora@horizonte.test');
    const answers = await Promise.all(Array.from({ length: 6 }, () => notify(horizonte, dora, 2, 13)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await live.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM campaign_notifications WHERE id_app = 2 AND id_user = 13 AND id_campaign = 2',
    );
    expect(rows[0]?.count).toBe(1);
    expect(ids(await listByUser(horizonte, dora))).not.toContain(2);
  });

  it('is the user’s own: another user, a campaign they are not in, or a support session are refused', async () => {
    const dora = await live.login(horizonte, 'dora@horizonte.test');
    expectFailure(await notify(horizonte, dora, 1, 12), 403, messages.forbidden);
    expectFailure(await notify(horizonte, live.bruno, 3, 1), 404, profileContract.campaignNotFound);
    expectFailure(await notify(horizonte, dora, 99, 13), 404, profileContract.campaignNotFound);
    const support = await live.login(horizonte, 'suporte@horizonte.test');
    const access = await live.post('/api/login/support-access', bearer(horizonte, support), { idUser: 13 });
    expect(access.statusCode, access.body).toBe(200);
    const accessed = access.json<{ result: string }>().result;
    expectFailure(await notify(horizonte, accessed, 1, 13), 403, messages.closedDuringSupport);
    expect(ids(await listByUser(horizonte, dora))).toContain(1);
  });

  it('answers 401 without a session of the host’s tenant', async () => {
    expectFailure(await notify(aurora, live.bruno, 1, 1), 401, 'Sessão expirada.');
  });
});

describe('GET /api/campaign/listbycontent/{id}', () => {
  it('lists the running campaigns the content counts for, whoever asks', async () => {
    const response = await live.get('/api/campaign/listbycontent/20', bearer(aurora, live.ana));
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/campaign-list-response.json');
    // aurora's 3 lists content 20 too, but ended.
    expect(ids(response)).toEqual([2]);
    expect(ids(await live.get('/api/campaign/listbycontent/1', bearer(horizonte, live.bruno)))).toEqual([1]);
    expect(ids(await live.get('/api/campaign/listbycontent/2', bearer(aurora, live.ana)))).toEqual([]);
  });

  it('answers 404 for a content of no tenant of the host', async () => {
    expectFailure(
      await live.get('/api/campaign/listbycontent/99999', bearer(aurora, live.ana)),
      404,
      messages.contentNotFound,
    );
  });
});

describe('a running campaign', () => {
  const campaign = {
    idgamification_campaign: 1,
    name: 'C',
    status: 1 as const,
    startDate: '2026-01-01T03:00:00.000Z',
    endDate: '2026-12-31T02:59:59.000Z',
  };
  it('is active and within its dates, a missing date open on its side', () => {
    expect(isRunning(campaign, today)).toBe(true);
    expect(isRunning({ ...campaign, status: 0 }, today)).toBe(false);
    expect(isRunning(campaign, new Date('2025-12-31T12:00:00.000Z'))).toBe(false);
    expect(isRunning(campaign, new Date('2026-12-31T03:00:00.000Z'))).toBe(false);
    expect(isRunning({ ...campaign, endDate: undefined }, new Date('2030-01-01'))).toBe(true);
  });
});
