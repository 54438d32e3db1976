// What the plans routes answer (schemas/plan.json): a plan of the company's fixture with the company's
// trial (days left counted from its stored end on the server's day), its hire requests and this user's
// upgrade request. Pure: tested without a server.
import type { Plan } from '../../src/generated/types.ts';
import { trialDaysLeft } from '../../src/shared-rules/plan-trial.ts';
import type { TrialRow } from './store.ts';

/** Everything a plan's view needs, loaded once per request (company.ts). */
export interface CompanyPlans {
  idApp: number;
  /** The fixture's plans, in its order. */
  plans: Plan[];
  trial: TrialRow | undefined;
  /** The company's day on the server's clock, yyyy-mm-dd. */
  today: string;
  upgradeRequests: { total: number; mine: boolean };
  planRequests: ReadonlyMap<number, number>;
}

/** The trial's end as an instant: the start of its last day in São Paulo (UTC-3, no summer time). */
export const trialFinishDate = (finishDay: string) => `${finishDay}T00:00:00-03:00`;

/** 6: "The upgrade button is active when a trial exists or when available plans exceed those held." */
export const upgradeButtonActive = (company: CompanyPlans) =>
  company.trial !== undefined || company.plans.length > company.plans.filter((plan) => plan.active).length;

export function planView(plan: Plan, company: CompanyPlans, withDetails: boolean): Plan {
  const {
    features,
    products,
    agreementContent,
    deadline: _seededDays,
    finishDate: _seededEnd,
    trial: _seededTrial,
    trialsCount: _seededCount,
    planUpgrade,
    ...base
  } = plan;
  const trial = company.trial?.idPlan === plan.idPlan ? company.trial : undefined;
  const requests = company.planRequests.get(plan.idPlan) ?? 0;
  return {
    ...base,
    idCompanyApp: company.idApp,
    trial: trial ? 1 : 0,
    ...(trial
      ? {
          trialsCount: trial.trialsCount,
          deadline: trialDaysLeft(trial.finishDay, company.today),
          finishDate: trialFinishDate(trial.finishDay),
        }
      : {}),
    requestsCount: requests,
    alreadyRequested: requests > 0,
    planUpgrade: {
      isUpgradeButtonActive: upgradeButtonActive(company),
      isPlanContractButtonActive: planUpgrade?.isPlanContractButtonActive ?? true,
      hasRequestedUpgrade: company.upgradeRequests.mine,
      numberRequest: company.upgradeRequests.total,
    },
    ...(withDetails
      ? {
          ...(features ? { features } : {}),
          ...(products ? { products } : {}),
          ...(agreementContent ? { agreementContent } : {}),
        }
      : {}),
  };
}

/** The plan the company is on: the one it is trying, else the one it holds; undefined: none. */
export function currentPlan(company: CompanyPlans): Plan | undefined {
  return (
    company.plans.find((plan) => plan.idPlan === company.trial?.idPlan) ??
    company.plans.find((plan) => plan.active === true)
  );
}

/** 4.8: a learner's upgrade request is taken while the upgrade button is active. */
export const upgradeOffered = (company: CompanyPlans) =>
  currentPlan(company) !== undefined && upgradeButtonActive(company);
