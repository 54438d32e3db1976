// The fixture's trial (schemas/tenant-fixture.json learningPlans): the active plan with trial 1 is being
// tried until its finishDate, or deadline days (15 when absent) after the seeding day. The end is stored,
// so the days left count down; what the company did since (an extension) is kept until the fixture's
// trial itself changes. A fixture that names no trial any more takes back the one it seeded.
import { dayIn } from '../../src/shared-rules/external-course.ts';
import { addDays, DEFAULT_TRIAL_DAYS } from '../../src/shared-rules/plan-trial.ts';
import type { Queryable } from '../db/database.ts';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';

export async function seedPlanTrial(tx: Queryable, fixture: TenantFixture, now = new Date()): Promise<void> {
  const idApp = fixture.app.idApp;
  const plan = (fixture.learningPlans ?? []).find((candidate) => candidate.active && candidate.trial === 1);
  if (!plan) {
    await tx.query('DELETE FROM learning_plan_trials WHERE id_app = $1 AND seeded_from IS NOT NULL', [idApp]);
    return;
  }
  const seededFrom = {
    idPlan: plan.idPlan,
    deadline: plan.deadline ?? null,
    finishDate: plan.finishDate ?? null,
    trialsCount: plan.trialsCount ?? 1,
  };
  const finishDay = plan.finishDate
    ? dayIn(new Date(plan.finishDate))
    : addDays(dayIn(now), plan.deadline ?? DEFAULT_TRIAL_DAYS);
  await tx.query(
    `INSERT INTO learning_plan_trials (id_app, id_plan, finish_day, trials_count, seeded_from)
     VALUES ($1, $2, $3::date, $4, $5::jsonb)
     ON CONFLICT (id_app) DO UPDATE SET
       id_plan = EXCLUDED.id_plan, finish_day = EXCLUDED.finish_day, trials_count = EXCLUDED.trials_count,
       seeded_from = EXCLUDED.seeded_from
     WHERE learning_plan_trials.seeded_from IS DISTINCT FROM EXCLUDED.seeded_from`,
    [idApp, plan.idPlan, finishDay, Math.max(1, seededFrom.trialsCount), JSON.stringify(seededFrom)],
  );
}
