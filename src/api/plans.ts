// The plans' calls (learning-area.md 4.8, 7.6; content-app.md 3, 9): the company's plans with their
// details, the plan it is on, its upgrade campaigns, and the requests: start or extend the trial, the
// contact form, a plan request at the calculator's price, and a learner's upgrade request. Under the
// 'learning' key like every learning query; never stale (9). A request answers the plan as it now is,
// which replaces the cached one.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LearningPlanContactBody, LearningPlanRequestBody, Plan } from '../generated/types';
import { api } from './instance';

const NEVER_STALE = Infinity;

export const plansKeys = {
  all: () => ['learning', 'plans'] as const,
  list: () => ['learning', 'plans', 'list'] as const,
  active: () => ['learning', 'plans', 'active'] as const,
  campaigns: () => ['learning', 'plans', 'campaigns'] as const,
};

/** GET /learning/plans/?withDetails: the plans the company may hire or try, with their details. */
export const plansQuery = () =>
  queryOptions({
    queryKey: plansKeys.list(),
    queryFn: async () =>
      (
        await api().request('GET', '/learning/plans/', {
          schema: 'api/learning-plans-response',
          query: { withDetails: 1 },
        })
      ).result,
    staleTime: NEVER_STALE,
  });

/** GET /learning/plans/active: the plan the company is trying, else the one it holds; null: none. */
export const activePlanQuery = () =>
  queryOptions({
    queryKey: plansKeys.active(),
    queryFn: async () =>
      (await api().request('GET', '/learning/plans/active', { schema: 'api/learning-active-plan-response' }))
        .data,
    staleTime: NEVER_STALE,
  });

/** GET /learning/plans/campaigns: the company's upgrade campaigns. */
export const planCampaignsQuery = () =>
  queryOptions({
    queryKey: plansKeys.campaigns(),
    queryFn: async () =>
      (
        await api().request('GET', '/learning/plans/campaigns', {
          schema: 'api/learning-plan-campaigns-response',
        })
      ).result,
    staleTime: NEVER_STALE,
  });

/** POST /learning/plans/request-upgrade: a learner's 'Diga que está gostando da degustação'. */
export const requestPlanUpgrade = () =>
  api().request('POST', '/learning/plans/request-upgrade', {
    schema: 'api/learning-upgrade-request-response',
  });

/** POST /learning/plans/request-trial {idPlan}: an admin starts the trial; a learner registers interest. */
export const requestTrial = (idPlan: number) =>
  api().request('POST', '/learning/plans/request-trial', {
    schema: 'api/learning-plan-response',
    body: { idPlan },
  });

/** POST /learning/plans/extend-trial {idPlan}: a finished trial, once, by 7 days (admins). */
export const extendTrial = (idPlan: number) =>
  api().request('POST', '/learning/plans/extend-trial', {
    schema: 'api/learning-plan-response',
    body: { idPlan },
  });

/** POST /learning/plans/contact-trial: the contact form, to the sales team. */
export const contactTrial = (body: LearningPlanContactBody) =>
  api().request('POST', '/learning/plans/contact-trial', {
    schema: 'api/learning-plan-contact-response',
    body,
  });

/** POST /learning/plans/request-plan {idPlan, numberOfLicences, price}: the calculator's price (admins). */
export const requestPlan = (body: LearningPlanRequestBody) =>
  api().request('POST', '/learning/plans/request-plan', {
    schema: 'api/learning-plan-request-response',
    body,
  });

/** After a request: the plan as the server now sees it, then every plan query read again. */
export function storePlan(queryClient: QueryClient, plan: Plan): void {
  queryClient.setQueryData<Plan | null>(plansKeys.active(), (current) =>
    current?.idPlan === plan.idPlan ? { ...current, ...plan } : current,
  );
  void queryClient.invalidateQueries({ queryKey: plansKeys.all() });
}
