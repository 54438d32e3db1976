// All SQL of the plans area (server/db/migrations/0023-plans.sql, and the upgrade requests of 0006): the
// company's trial and its one extension, its plan requests, its users' upgrade requests and the
// development outbox; the plans and campaigns themselves are the fixture's collections.
import type { Plan, PlanCampaign } from '../../src/generated/types.ts';
import type { Queryable } from '../db/database.ts';
import { readCollection } from '../content/store-collections.ts';

export interface TrialRow {
  idPlan: number;
  /** The company's day the trial ends, yyyy-mm-dd. */
  finishDay: string;
  trialsCount: number;
}

export const companyPlanList = (db: Queryable, idApp: number): Promise<Plan[]> =>
  readCollection(db, idApp, 'learningPlans');

export const planCampaigns = (db: Queryable, idApp: number): Promise<PlanCampaign[]> =>
  readCollection(db, idApp, 'learningPlanCampaigns');

// Days leave as text: node-postgres would make a `date` a local midnight, a day off west of UTC.
export async function loadTrial(db: Queryable, idApp: number): Promise<TrialRow | undefined> {
  const [row] = await db.query<TrialRow>(
    `SELECT id_plan AS "idPlan", to_char(finish_day, 'YYYY-MM-DD') AS "finishDay", trials_count AS "trialsCount"
       FROM learning_plan_trials WHERE id_app = $1`,
    [idApp],
  );
  return row;
}

/** Starts the company's one trial; false when it already had one. */
export async function startTrial(db: Queryable, idApp: number, idPlan: number, finishDay: string) {
  const rows = await db.query(
    `INSERT INTO learning_plan_trials (id_app, id_plan, finish_day, trials_count, seeded_from)
     VALUES ($1, $2, $3::date, 1, NULL) ON CONFLICT (id_app) DO NOTHING RETURNING 1`,
    [idApp, idPlan, finishDay],
  );
  return rows.length > 0;
}

/**
 * Extends a finished first trial to `finishDay`; false when it is not (still running, or extended
 * already): the condition is in the statement, so two extensions at once extend once.
 */
export async function extendFinishedTrial(
  db: Queryable,
  trial: { idApp: number; idPlan: number; today: string; finishDay: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE learning_plan_trials SET finish_day = $4::date, trials_count = trials_count + 1
      WHERE id_app = $1 AND id_plan = $2 AND trials_count = 1 AND finish_day <= $3::date
      RETURNING 1`,
    [trial.idApp, trial.idPlan, trial.today, trial.finishDay],
  );
  return rows.length > 0;
}

/** How many hire requests the company sent, by plan. */
export async function planRequestCounts(db: Queryable, idApp: number): Promise<Map<number, number>> {
  const rows = await db.query<{ idPlan: number; total: number }>(
    `SELECT id_plan AS "idPlan", count(*)::int AS total FROM learning_plan_requests
      WHERE id_app = $1 GROUP BY id_plan`,
    [idApp],
  );
  return new Map(rows.map((row) => [row.idPlan, row.total]));
}

export async function addPlanRequest(
  db: Queryable,
  request: { idApp: number; idUser: number; idPlan: number; licences: number; price: number; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO learning_plan_requests (id_app, id_user, id_plan, number_of_licences, monthly_price, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [request.idApp, request.idUser, request.idPlan, request.licences, request.price, request.at],
  );
}

/** How many upgrade requests the company has, and whether one is this user's. */
export async function upgradeRequests(db: Queryable, idApp: number, idUser: number) {
  const [row] = await db.query<{ total: number; mine: boolean }>(
    `SELECT count(*)::int AS total, coalesce(bool_or(id_user = $2), false) AS mine
       FROM learning_upgrade_requests WHERE id_app = $1`,
    [idApp, idUser],
  );
  return { total: row?.total ?? 0, mine: row?.mine ?? false };
}

/** Stores the user's upgrade request once; false when it was already there. */
export async function addUpgradeRequest(
  db: Queryable,
  request: { idApp: number; idUser: number; idPlan: number; at: Date },
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO learning_upgrade_requests (id_app, id_user, id_plan, created_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id_user`,
    [request.idApp, request.idUser, request.idPlan, request.at],
  );
  return inserted.length > 0;
}

export type OutboxKind = 'contact-trial' | 'request-plan' | 'request-trial' | 'extend-trial';

/** A message for the sales team, kept on this machine (the development outbox). */
export async function addToOutbox(
  db: Queryable,
  entry: { idApp: number; idUser: number; kind: OutboxKind; message: Record<string, unknown>; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO learning_plan_outbox (id_app, id_user, kind, message, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5)`,
    [entry.idApp, entry.idUser, entry.kind, JSON.stringify(entry.message), entry.at],
  );
}
