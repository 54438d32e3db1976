// The company's plans as one request sees them: the fixture's plans, the stored trial, the requests, and
// the company's day on the server's clock (America/Sao_Paulo, as every day of the learning area).
import { dayIn } from '../../src/shared-rules/external-course.ts';
import type { Queryable } from '../db/database.ts';
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

/** The login info's activePlan (content-app.md 3): the plan the company is on, or null. */
export async function loginActivePlan(db: Queryable, idApp: number, idUser: number, now: Date) {
  const company = await loadCompanyPlans(db, idApp, idUser, now);
  const plan = currentPlan(company);
  return plan ? planView(plan, company, false) : null;
}
