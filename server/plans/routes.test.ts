// The plans routes on the horizonte demo (learning-area.md 4.8, 5, 7.6, 9): the company is trying Plano
// Equipes, whose end is stored (12 days after seeding); bruno is a learner, Helena (admin@) its admin.
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/generated/types.ts';
import { dayIn } from '../../src/shared-rules/external-course.ts';
import { trialContactMessages } from '../../src/shared-rules/plan-contact.ts';
import { trialDaysLeft } from '../../src/shared-rules/plan-trial.ts';
import { aurora, bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { planMessages as text } from './messages.ts';
import { loadTrial } from './store.ts';

const { live, bruno, get, helena: admin } = horizonteLearner();
const today = () => dayIn(new Date());
const plansOf = async (headers: Record<string, string>, query = '') =>
  (await live.get(`/api/learning/plans/${query}`, headers)).json<{ result: Plan[] }>().result;
const outbox = (kind: string) =>
  live.db.query<{ message: Record<string, unknown> }>(
    'SELECT message FROM learning_plan_outbox WHERE id_app = 2 AND kind = $1 ORDER BY id_message',
    [kind],
  );

describe('GET /api/learning/plans/?withDetails (7.6)', () => {
  it('lists the company’s plans with the trial counted down from its stored end', async () => {
    const response = await get('/api/learning/plans/?withDetails');
    const plans = answerOf<{ result: Plan[] }>(response, 'api/learning-plans-response.json').result;
    expect(plans.map((plan) => [plan.idPlan, plan.name, plan.trial])).toEqual([
      [1, 'Plano Essencial', 0],
      [2, 'Plano Equipes', 1],
      [3, 'Plano Enterprise', 0],
    ]);
    const trial = await loadTrial(live.db, 2);
    expect(trial).toMatchObject({ idPlan: 2, trialsCount: 1 });
    const equipes = plans[1]!;
    // Seeded 12 days ahead of the seeding day (the suite's, moments ago).
    expect(equipes.deadline).toBe(trialDaysLeft(trial!.finishDay, today()));
    expect([11, 12]).toContain(equipes.deadline);
    expect(equipes.finishDate).toBe(`${trial!.finishDay}T00:00:00-03:00`);
    expect(equipes).toMatchObject({
      trialsCount: 1,
      idCompanyApp: 2,
      alreadyRequested: false,
      planUpgrade: { isUpgradeButtonActive: true, isPlanContractButtonActive: true },
    });
    expect(equipes.features?.length).toBe(4);
    expect(plans[2]).toMatchObject({ contactOnly: true, allowsTrial: false });
    expect(plans[0]?.deadline).toBeUndefined();
  });

  it('counts the days left from the stored end, not from a number in the fixture', async () => {
    const trial = await loadTrial(live.db, 2);
    await live.db.query('UPDATE learning_plan_trials SET finish_day = $2::date + 3 WHERE id_app = $1', [
      2,
      today(),
    ]);
    try {
      expect((await plansOf(bruno()))[1]?.deadline).toBe(3);
    } finally {
      await live.db.query('UPDATE learning_plan_trials SET finish_day = $2::date WHERE id_app = $1', [
        2,
        trial!.finishDay,
      ]);
    }
  });

  it('leaves the details out unless asked', async () => {
    const [essencial] = await plansOf(bruno());
    expect(essencial).not.toHaveProperty('features');
    expect(essencial).not.toHaveProperty('agreementContent');
    expect((await plansOf(bruno(), '?withDetails=1'))[0]?.features?.length).toBe(3);
    expect((await plansOf(bruno(), '?withDetails=0'))[0]).not.toHaveProperty('features');
  });

  it('gives a company without plans none, and refuses a call without a session', async () => {
    expect(await plansOf(bearer(aurora, live.ana))).toEqual([]);
    expect((await live.get('/api/learning/plans/', { host: horizonte })).statusCode).toBe(401);
  });
});

describe('GET /api/learning/plans/{id}, /active and /campaigns (7.6)', () => {
  it('gives one plan with its details, 404 for another company’s or none', async () => {
    const response = await get('/api/learning/plans/3');
    expect(answerOf<{ result: Plan }>(response, 'api/learning-plan-response.json').result).toMatchObject({
      name: 'Plano Enterprise',
      trial: 0,
    });
    expectFailure(await get('/api/learning/plans/99'), 404, text.planNotFound);
    expectFailure(await get('/api/learning/plans/abc'), 400, /"idPlan"/);
  });

  it('gives the plan the company is trying as the active one; none for a company without plans', async () => {
    const response = await get('/api/learning/plans/active');
    expectSchema(response, 'api/learning-active-plan-response.json');
    expect(response.json<{ data: Plan }>().data).toMatchObject({ idPlan: 2, trial: 1, trialsCount: 1 });
    const ana = await live.get('/api/learning/plans/active', bearer(aurora, live.ana));
    expectSchema(ana, 'api/learning-active-plan-response.json');
    expect(ana.json()).toEqual({ data: null });
  });

  it('lists the company’s upgrade campaigns', async () => {
    const response = await get('/api/learning/plans/campaigns');
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-plan-campaigns-response.json');
    expect(response.json()).toMatchObject({
      result: [{ idCampaign: 1, mediaType: 'IMAGE', frequencyToShow: 300 }],
    });
    expect((await live.get('/api/learning/plans/campaigns', bearer(aurora, live.ana))).json()).toEqual({
      result: [],
    });
  });

  it('puts the plan in the login info (content-app.md 3 activePlan)', async () => {
    const response = await live.post(
      '/api/login',
      { host: horizonte },
      {
        username: 'admin@horizonte.test',
        password: 'Senha1234',
        idAppType: 1,
      },
    );
    expect(response.json<{ loginInfo: { activePlan: Plan } }>().loginInfo.activePlan).toMatchObject({
      idPlan: 2,
      name: 'Plano Equipes',
      trial: 1,
      trialsCount: 1,
    });
  });
});

describe('POST /api/learning/plans/request-upgrade (4.8)', () => {
  const requestUpgrade = (headers: Record<string, string>) =>
    live.post('/api/learning/plans/request-upgrade', headers);

  it('stores bruno’s request once; the plan then says he asked, and a second one is refused', async () => {
    const response = await requestUpgrade(bruno());
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-upgrade-request-response.json');
    expect(response.json()).toEqual({ success: true, message: text.upgradeRequested, numberRequest: 1 });
    const plan = await get('/api/learning/plans/active');
    expect(plan.json<{ data: Plan }>().data.planUpgrade).toMatchObject({
      hasRequestedUpgrade: true,
      numberRequest: 1,
    });
    expectFailure(await requestUpgrade(bruno()), 409, text.upgradeAlreadyRequested);
  });

  it('refuses an administrator (the plan flow is theirs), a company without plans, and no session', async () => {
    expectFailure(await requestUpgrade(await admin()), 403, text.upgradeForLearners);
    const adminPlan = await live.get('/api/learning/plans/active', await admin());
    expect(adminPlan.json<{ data: Plan }>().data.planUpgrade).toMatchObject({
      hasRequestedUpgrade: false,
      numberRequest: 1,
    });
    expectFailure(await requestUpgrade(bearer(aurora, live.ana)), 404, text.noActivePlan);
    expect((await requestUpgrade({ host: horizonte })).statusCode).toBe(401);
  });

  it('takes a learner’s request-trial as their upgrade request', async () => {
    const suporte = bearer(horizonte, await live.login(horizonte, 'suporte@horizonte.test'));
    const response = await live.post('/api/learning/plans/request-trial', suporte, { idPlan: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-plan-response.json');
    expect(response.json()).toMatchObject({
      success: true,
      message: text.upgradeRequested,
      result: { idPlan: 2, planUpgrade: { hasRequestedUpgrade: true, numberRequest: 2 } },
    });
    expectFailure(
      await live.post('/api/learning/plans/request-trial', suporte, { idPlan: 2 }),
      409,
      text.upgradeAlreadyRequested,
    );
  });
});

describe('POST /api/learning/plans/request-plan (3 Plan request, 7.6, 9)', () => {
  const requestPlan = async (payload: unknown, headers?: Record<string, string>) =>
    live.post('/api/learning/plans/request-plan', headers ?? (await admin()), payload);

  it('stores an administrator’s request at the calculator’s price, for sales', async () => {
    const response = await requestPlan({ idPlan: 2, numberOfLicences: 101, price: 5550 });
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-plan-request-response.json');
    expect(response.json()).toMatchObject({
      statusCode: 200,
      success: true,
      message: text.planRequested,
      result: { idPlan: 2, alreadyRequested: true, requestsCount: 1, trial: 1 },
    });
    const stored = await live.db.query(
      `SELECT id_user AS "idUser", number_of_licences AS licences, monthly_price::float8 AS price
         FROM learning_plan_requests WHERE id_app = 2`,
    );
    expect(stored).toEqual([{ idUser: 2, licences: 101, price: 5550 }]);
    expect((await outbox('request-plan')).map((row) => row.message)).toEqual([
      {
        company: 'Horizonte Educação Corporativa',
        user: { name: 'Helena Prado', email: 'admin@horizonte.test' },
        plan: { idPlan: 2, name: 'Plano Equipes' },
        numberOfLicences: 101,
        monthlyPrice: 5550,
      },
    ]);
  });

  it('refuses a price that is not the simulation’s, saying the right one', async () => {
    expectFailure(
      await requestPlan({ idPlan: 1, numberOfLicences: 250, price: 12500 }),
      422,
      text.priceMismatch(250, 13000),
    );
    expect(text.priceMismatch(250, 13000)).toBe(
      'O valor enviado não confere com a simulação: R$\u00a013.000,00 por mês para 250 usuários. Simule novamente.',
    );
  });

  it('refuses a learner, the Enterprise plan, an unknown plan and fewer than 1 user', async () => {
    expectFailure(
      await requestPlan({ idPlan: 2, numberOfLicences: 1, price: 55 }, bruno()),
      403,
      text.adminsOnlyHire,
    );
    expectFailure(
      await requestPlan({ idPlan: 3, numberOfLicences: 1, price: 55 }),
      409,
      text.contactOnly('Plano Enterprise'),
    );
    expectFailure(await requestPlan({ idPlan: 9, numberOfLicences: 1, price: 55 }), 404, text.planNotFound);
    expectFailure(await requestPlan({ idPlan: 2, numberOfLicences: 0, price: 0 }), 400, /"numberOfLicences"/);
    expectFailure(
      await requestPlan({ idPlan: 2, numberOfLicences: 1.5, price: 55 }),
      400,
      /"numberOfLicences"/,
    );
  });
});

describe('POST /api/learning/plans/contact-trial (5, 7.6)', () => {
  const contact = {
    idPlan: 3,
    department: 'Educação Corporativa',
    role: 'Coordenadora',
    phone: '11987654321',
  };
  const send = async (changes: Record<string, unknown>) =>
    live.post('/api/learning/plans/contact-trial', await admin(), {
      ...contact,
      numberOfEmployees: '1 - 100',
      ...changes,
    });

  it('refuses in the form’s words', async () => {
    expectFailure(await send({ phone: '' }), 400, trialContactMessages.phoneRequired);
    expectFailure(await send({ phone: '(11) 9876-5432' }), 400, trialContactMessages.phoneIncomplete);
    expectFailure(await send({ phone: '1198765432100' }), 400, trialContactMessages.phoneLength);
    expectFailure(await send({ role: ' ' }), 400, trialContactMessages.roleRequired);
    expectFailure(await send({ department: '' }), 400, trialContactMessages.departmentRequired);
    expectFailure(await send({ numberOfEmployees: '> 2500' }), 400, trialContactMessages.employeesInvalid);
  });

  it('puts a contact in the outbox with the user’s stored name, e-mail and company', async () => {
    const response = await send({ numberOfEmployees: '2500', message: 'Queremos o SSO.' });
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-plan-contact-response.json');
    expect(response.json()).toEqual({ success: true, message: text.contactSent });
    expect((await outbox('contact-trial')).at(-1)?.message).toMatchObject({
      company: 'Horizonte Educação Corporativa',
      user: { name: 'Helena Prado', email: 'admin@horizonte.test' },
      plan: { idPlan: 3, name: 'Plano Enterprise' },
      phone: '11987654321',
      numberOfEmployees: '2500',
      message: 'Queremos o SSO.',
    });
  });

  it('takes a learner’s contact too, and refuses an unknown plan', async () => {
    const response = await live.post('/api/learning/plans/contact-trial', bruno(), {
      ...contact,
      numberOfEmployees: '1 - 100',
    });
    expect(response.statusCode, response.body).toBe(200);
    expectFailure(await send({ idPlan: 99 }), 404, text.planNotFound);
  });
});

describe('request-trial and extend-trial while the trial runs (4.8)', () => {
  it('refuses a second trial and a trial of the Enterprise plan', async () => {
    const start = async (idPlan: number) =>
      live.post('/api/learning/plans/request-trial', await admin(), { idPlan });
    expectFailure(await start(1), 409, text.trialAlreadyUsed);
    expectFailure(await start(3), 409, text.noTrialForPlan('Plano Enterprise'));
  });

  it('extends only a finished trial, and only for an administrator', async () => {
    const extend = (headers: Record<string, string>, idPlan = 2) =>
      live.post('/api/learning/plans/extend-trial', headers, { idPlan });
    expectFailure(await extend(await admin()), 409, text.trialNotFinished);
    expectFailure(await extend(await admin(), 1), 409, text.notInTrial('Plano Essencial'));
    expectFailure(await extend(bruno()), 403, text.adminsOnlyExtend);
    expect((await loadTrial(live.db, 2))?.trialsCount).toBe(1);
  });
});
