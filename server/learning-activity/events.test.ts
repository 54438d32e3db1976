import { describe, expect, it } from 'vitest';
import type { Meeting, Plan } from '../../src/generated/types.ts';
import { learningMessages } from '../learning/messages.ts';
import { aurora, bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';

const { live, bruno, get } = horizonteLearner();
const requestUpgrade = (headers: Record<string, string>) =>
  live.app.inject({ method: 'POST', url: '/api/learning/plans/request-upgrade', headers });

describe('meetings of the learner classes (2.4, 4.7)', () => {
  it('lists every meeting of bruno’s classes, earliest first, with its page', async () => {
    const response = await get('/api/learning/students/1/meetings');
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-meetings-response.json');
    const { result } = response.json<{ result: Meeting[] }>();
    expect(result.map((meeting) => [meeting.idMeeting, meeting.nodeCode])).toEqual([
      [3, 'HZ-ATD-01'],
      [2, 'HZ-LID-01-M2'],
      [1, 'HZ-LID-01'],
    ]);
  });

  it('keeps the meetings of a page and the pages under it with nodeCode (‘Eventos da página’)', async () => {
    const school = await get('/api/learning/students/1/meetings?nodeCode=HZ-ESC-LID');
    expect(school.json<{ result: Meeting[] }>().result.map((meeting) => meeting.idMeeting)).toEqual([2, 1]);
    const module2 = await get('/api/learning/students/1/meetings?nodeCode=HZ-LID-01-M2');
    expect(module2.json<{ result: Meeting[] }>().result.map((meeting) => meeting.idMeeting)).toEqual([2]);
    const security = await get('/api/learning/students/1/meetings?nodeCode=HZ-SEG-01');
    expect(security.json<{ result: Meeting[] }>().result).toEqual([]);
  });

  it('refuses another learner, an unknown page and a malformed query in pt-BR', async () => {
    expectFailure(await get('/api/learning/students/2/meetings'), 403, learningMessages.otherLearner);
    expectFailure(
      await get('/api/learning/students/1/meetings?nodeCode=NAO-EXISTE'),
      404,
      learningMessages.nodeNotFound,
    );
    expectFailure(await get('/api/learning/students/abc/meetings'), 400, /"idUser"/);
    expectFailure(await get('/api/learning/students/1/meetings?nodeCode='), 400, /"nodeCode"/);
  });
});

describe('the plan and the upgrade request (4.8)', () => {
  it('gives the active plan with the learner’s own request flag', async () => {
    const response = await get('/api/learning/plans/active');
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-active-plan-response.json');
    expect(response.json<{ data: Plan }>().data).toMatchObject({
      idPlan: 2,
      trial: 1,
      deadline: 12,
      planUpgrade: { isUpgradeButtonActive: true, hasRequestedUpgrade: false, numberRequest: 0 },
    });
  });

  it('stores bruno’s request once; the plan then says he asked, and a second one is refused', async () => {
    const response = await requestUpgrade(bruno());
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-upgrade-request-response.json');
    expect(response.json()).toEqual({
      success: true,
      message: learningMessages.upgradeRequested,
      numberRequest: 1,
    });
    const plan = await get('/api/learning/plans/active');
    expect(plan.json<{ data: Plan }>().data.planUpgrade).toMatchObject({
      hasRequestedUpgrade: true,
      numberRequest: 1,
    });
    expectFailure(await requestUpgrade(bruno()), 409, learningMessages.upgradeAlreadyRequested);
  });

  it('refuses an administrator (the plan flow is theirs) and a request without a session', async () => {
    const admin = await live.login(horizonte, 'admin@horizonte.test');
    expectFailure(await requestUpgrade(bearer(horizonte, admin)), 403, learningMessages.upgradeForLearners);
    const adminPlan = await live.get('/api/learning/plans/active', bearer(horizonte, admin));
    expect(adminPlan.json<{ data: Plan }>().data.planUpgrade?.hasRequestedUpgrade).toBe(false);
    expect(
      (
        await live.app.inject({
          method: 'POST',
          url: '/api/learning/plans/request-upgrade',
          headers: { host: horizonte },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers no plan, and refuses the request, for a tenant that holds none', async () => {
    const ana = bearer(aurora, live.ana);
    const plan = await live.get('/api/learning/plans/active', ana);
    expect(plan.statusCode, plan.body).toBe(200);
    expectSchema(plan, 'api/learning-active-plan-response.json');
    expect(plan.json()).toEqual({ data: null });
    expectFailure(await requestUpgrade(ana), 404, learningMessages.noActivePlan);
  });
});

describe('GET /api/learning/features/{id} (7.6)', () => {
  it('says a feature the company lists as on is active, and any other off', async () => {
    const on = await get('/api/learning/features/EXTERNAL_COURSES');
    expect(on.statusCode, on.body).toBe(200);
    expectSchema(on, 'api/learning-feature-response.json');
    expect(on.json()).toEqual({ active: true });
    expect((await get('/api/learning/features/CONTACT_US')).json()).toEqual({ active: false });
  });

  it('refuses a malformed feature id and a call without a session', async () => {
    expectFailure(await get('/api/learning/features/externo%20x'), 400, /"id"/);
    const anonymous = await live.get('/api/learning/features/EXTERNAL_COURSES', { host: horizonte });
    expect(anonymous.statusCode).toBe(401);
  });
});
