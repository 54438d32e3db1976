// A trial's life on the server's clock (learning-area.md 4.8, 5, 9): horizonte's seeded trial taken back,
// an administrator starts one of 15 days, it runs out when the clock moves, is extended once by 7 days
// (two extensions at once extend once), and then only the contact form is left. Also how the fixture's
// trial is seeded and kept.
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../src/generated/types.ts';
import { dayIn } from '../../src/shared-rules/external-course.ts';
import { trialContactMessages } from '../../src/shared-rules/plan-contact.ts';
import { addDays, trialStatus } from '../../src/shared-rules/plan-trial.ts';
import { loadTenantFixtures } from '../fixtures/load-tenant-fixtures.ts';
import { defaultFixturesDir } from '../paths.ts';
import {
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { planMessages as text } from './messages.ts';
import { seedPlanTrial } from './seed.ts';
import { loadTrial } from './store.ts';

const day = 24 * 60 * 60 * 1000;
const live = useLearnerServer();
let clock = 0;
/** Moves the server's clock `days` forward (the test's own count, for the company's day). */
const advance = (days: number) => {
  live.advanceClock(days * day);
  clock += days * day;
};
const today = () => dayIn(new Date(Date.now() + clock));
/** Tokens live 7 days: sign in again on the clock as it is. */
const admin = async () => bearer(horizonte, await live.login(horizonte, 'admin@horizonte.test'));
const active = async (headers: Record<string, string>) =>
  (await live.get('/api/learning/plans/active', headers)).json<{ data: Plan }>().data;
const extendCount = async () =>
  (
    await live.db.query<{ total: number }>(
      "SELECT count(*)::int AS total FROM learning_plan_outbox WHERE id_app = 2 AND kind = 'extend-trial'",
    )
  )[0]?.total;

describe('a trial from start to extension', () => {
  it('lets an administrator of a company that never tried start one of 15 days, once', async () => {
    await live.db.query('DELETE FROM learning_plan_trials WHERE id_app = 2');
    const headers = await admin();
    expect(await active(headers)).toMatchObject({ idPlan: 2, trial: 0 });
    const response = await live.post('/api/learning/plans/request-trial', headers, { idPlan: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/learning-plan-response.json');
    const finishDay = addDays(today(), 15);
    expect(response.json()).toMatchObject({
      success: true,
      message: text.trialStarted('Plano Essencial'),
      finishDate: `${finishDay}T00:00:00-03:00`,
      result: { idPlan: 1, trial: 1, trialsCount: 1, deadline: 15 },
    });
    // The plan it tries is now the one it is on.
    expect(await active(headers)).toMatchObject({ idPlan: 1, trial: 1, deadline: 15 });
    expectFailure(
      await live.post('/api/learning/plans/request-trial', headers, { idPlan: 2 }),
      409,
      text.trialAlreadyUsed,
    );
  });

  it('counts the days down with the server’s clock until the trial is over', async () => {
    advance(14);
    expect((await active(await admin())).deadline).toBe(1);
    advance(1);
    const plan = await active(await admin());
    expect(plan.deadline).toBe(0);
    expect(trialStatus(plan)).toBe('finish');
  });

  it('asks a finished trial’s contact for the motivation', async () => {
    const contact = {
      idPlan: 1,
      department: 'RH',
      role: 'Gerente',
      phone: '11987654321',
      numberOfEmployees: '1 - 100',
    };
    const headers = await admin();
    expectFailure(
      await live.post('/api/learning/plans/contact-trial', headers, contact),
      400,
      trialContactMessages.motivationRequired,
    );
    const sent = await live.post('/api/learning/plans/contact-trial', headers, {
      ...contact,
      message: 'Gostamos muito.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('extends a finished trial once by 7 days, even with two extensions at the same time', async () => {
    advance(2);
    const headers = await admin();
    const answers = await Promise.all([
      live.post('/api/learning/plans/extend-trial', headers, { idPlan: 1 }),
      live.post('/api/learning/plans/extend-trial', headers, { idPlan: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const extended = answers.find((answer) => answer.statusCode === 200)!;
    expectSchema(extended, 'api/learning-plan-response.json');
    expect(extended.json()).toMatchObject({
      success: true,
      message: text.trialExtended,
      finishDate: `${addDays(today(), 7)}T00:00:00-03:00`,
      result: { idPlan: 1, trial: 1, trialsCount: 2, deadline: 7 },
    });
    expectFailure(
      answers.find((answer) => answer.statusCode === 409)!,
      409,
      text.trialAlreadyExtended,
    );
    expect(await loadTrial(live.db, 2)).toEqual({
      idPlan: 1,
      finishDay: addDays(today(), 7),
      trialsCount: 2,
    });
    expect(await extendCount()).toBe(1);
  });

  it('sends a trial that ran out again to the contact form', async () => {
    advance(8);
    const headers = await admin();
    expect(await active(headers)).toMatchObject({ trialsCount: 2, deadline: -1 });
    expectFailure(
      await live.post('/api/learning/plans/extend-trial', headers, { idPlan: 1 }),
      409,
      text.trialAlreadyExtended,
    );
    expect(await extendCount()).toBe(1);
  });
});

describe('the fixture’s trial (seed.ts)', () => {
  const fixture = () => {
    const loaded = loadTenantFixtures([defaultFixturesDir]).find((tenant) => tenant.fixture.app.idApp === 2);
    return structuredClone(loaded!.fixture);
  };
  const withTrial = (changes: Partial<Plan>) => {
    const tenant = fixture();
    tenant.learningPlans = tenant.learningPlans?.map((plan) =>
      plan.idPlan === 2 ? { ...plan, ...changes } : plan,
    );
    return tenant;
  };

  it('seeds the active plan’s trial: deadline days from the seeding day, or an absolute finishDate', async () => {
    await seedPlanTrial(live.db, withTrial({}), new Date('2026-11-28T12:00:00-03:00'));
    expect(await loadTrial(live.db, 2)).toEqual({ idPlan: 2, finishDay: '2026-12-10', trialsCount: 1 });
    await seedPlanTrial(live.db, withTrial({ finishDate: '2026-11-01T00:00:00-03:00' }));
    expect(await loadTrial(live.db, 2)).toEqual({ idPlan: 2, finishDay: '2026-11-01', trialsCount: 1 });
  });

  it('keeps what the company did since while the fixture’s trial is the same', async () => {
    await live.db.query('UPDATE learning_plan_trials SET trials_count = 2 WHERE id_app = 2');
    await seedPlanTrial(live.db, withTrial({ finishDate: '2026-11-01T00:00:00-03:00' }));
    expect((await loadTrial(live.db, 2))?.trialsCount).toBe(2);
    await seedPlanTrial(live.db, withTrial({ finishDate: '2026-11-02T00:00:00-03:00' }));
    expect(await loadTrial(live.db, 2)).toEqual({ idPlan: 2, finishDay: '2026-11-02', trialsCount: 1 });
  });

  it('takes back a seeded trial the fixture no longer names, not one the company started', async () => {
    await seedPlanTrial(live.db, withTrial({ trial: 0 }));
    expect(await loadTrial(live.db, 2)).toBeUndefined();
    await live.db.query(
      "INSERT INTO learning_plan_trials (id_app, id_plan, finish_day, trials_count) VALUES (2, 1, '2027-01-01', 1)",
    );
    await seedPlanTrial(live.db, withTrial({ trial: 0 }));
    expect(await loadTrial(live.db, 2)).toEqual({ idPlan: 1, finishDay: '2027-01-01', trialsCount: 1 });
  });
});
