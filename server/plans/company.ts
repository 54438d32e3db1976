// The company's plans as one request sees them: the fixture's plans, the stored trial, the requests, and
// the company's day on the server's clock (America/Sao_Paulo, as every day of the learning area).
import { dayIn } from '../../src/shared-rules/external-course.ts';
import type { Queryable } from '../db/database.ts';
import { refuse } from '../http/refusal.ts';
import { planMessages as text } from './messages.ts';
import { companyPlanList, loadTrial, planRequestCounts, upgradeRequests } from './store.ts';
import { currentPlan, planView, type CompanyPlans } from './views.ts';

export async function loadCompanyPlans(
  db: Queryable,
  idApp: number,
  idUser: number,
  now: Date,
): Promise<CompanyPlans> {
  const [plans, trial, requests, planRequests] = await Promise.all([
    companyPlanList(db, idApp),
    loadTrial(db, idApp),
    upgradeRequests(db, idApp, idUser),
    planRequestCounts(db, idApp),
  ]);
  return { idApp, plans, trial, today: dayIn(now), upgradeRequests: requests, planRequests };
}

/** The company's plans as they are now and the plan of that id (404 when the company has none). */
export async function loadCompanyPlan(
  db: Queryable,
  idApp: number,
  idUser: number,
  idPlan: number,
  now: Date,
) {
  const company = await loadCompanyPlans(db, idApp, idUser, now);
  const plan = company.plans.find((candidate) => candidate.idPlan === idPlan);
  if (!plan) return refuse(404, text.planNotFound);
  return { company, plan };
}

/** One plan as the company sees it, with its details (GET /plans/{idPlan}, and after a change). */
export async function planDetails(db: Queryable, idApp: number, idUser: number, idPlan: number, now: Date) {
  const { company, plan } = await loadCompanyPlan(db, idApp, idUser, idPlan, now);
  return planView(plan, company, true);
}

/** The login info's activePlan (content-app.md 3): the plan the company is on, or null. */
export async function loginActivePlan(db: Queryable, idApp: number, idUser: number, now: Date) {
  const company = await loadCompanyPlans(db, idApp, idUser, now);
  const plan = currentPlan(company);
  return plan ? planView(plan, company, false) : null;
}
