// A non-admin's upgrade request (learning-area.md 4.8, 'Diga que está gostando da degustação'), stored
// once per user while the upgrade is offered: request-upgrade and a non-admin's request-trial.
import { refuse } from '../http/refusal.ts';
import type { RouteContext } from '../route-context.ts';
import { loadCompanyPlans } from './company.ts';
import { planMessages as text } from './messages.ts';
import { addUpgradeRequest, upgradeRequests } from './store.ts';
import { currentPlan, upgradeOffered } from './views.ts';

/** Stores the request; answers the company's count of them. */
export async function registerUpgradeRequest(context: RouteContext, idApp: number, idUser: number) {
  const company = await loadCompanyPlans(context.db, idApp, idUser, context.now());
  const plan = currentPlan(company);
  if (!plan) return refuse(404, text.noActivePlan);
  if (!upgradeOffered(company)) return refuse(409, text.upgradeNotOffered);
  if (!(await addUpgradeRequest(context.db, { idApp, idUser, idPlan: plan.idPlan, at: context.now() })))
    return refuse(409, text.upgradeAlreadyRequested);
  return { numberRequest: (await upgradeRequests(context.db, idApp, idUser)).total };
}
