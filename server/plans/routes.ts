// Plans and trial (learning-area.md 4.8, 5, 7.6, 9; content-app.md 3, 9), the company's own:
//   GET  /api/learning/plans/?withDetails   -> {result}: the plans the company may hire or try, with its trial
//   GET  /api/learning/plans/active         -> {data}: the plan it is on (tried, else held), or null
//   GET  /api/learning/plans/campaigns      -> {result}: its upgrade campaigns
//   GET  /api/learning/plans/{idPlan}       -> {result}: one plan with its details
//   POST /api/learning/plans/request-upgrade -> {success, message, numberRequest}: a non-admin's
//        'Diga que está gostando da degustação', once per user
// and the requests (routes-requests.ts): request-trial, extend-trial, contact-trial, request-plan. A
// trial's days left count down from its stored end (0023-plans.sql) on the server's clock.
import { apiSchema, idParams } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route, type Area } from '../http/route-table.ts';
import { askerOf, isAdmin } from './access.ts';
import { loadCompanyPlans, planDetails } from './company.ts';
import { planMessages as text } from './messages.ts';
import { requestRoutes } from './routes-requests.ts';
import { planCampaigns } from './store.ts';
import { registerUpgradeRequest } from './upgrade-request.ts';
import { currentPlan, planView } from './views.ts';

/** '?withDetails' and '?withDetails=1' ask for them; absent, '0' or 'false' do not. */
const wantsDetails = (value: string | undefined) => value !== undefined && !['0', 'false'].includes(value);

export const plansArea: Area = {
  name: 'plans',
  routes: (context) => {
    const company = async (request: Parameters<typeof askerOf>[1]) => {
      const { tenant, user } = await askerOf(context, request);
      return loadCompanyPlans(context.db, tenant.idApp, user.idUser, context.now());
    };
    return [
      route({
        method: 'GET',
        url: '/api/learning/plans/',
        querystring: apiSchema('learning-plans-query'),
        handler: async (request) => {
          const plans = await company(request);
          const details = wantsDetails(request.query.withDetails);
          return { result: plans.plans.map((plan) => planView(plan, plans, details)) };
        },
      }),
      route({
        method: 'GET',
        url: '/api/learning/plans/active',
        handler: async (request) => {
          const plans = await company(request);
          const plan = currentPlan(plans);
          return { data: plan ? planView(plan, plans, false) : null };
        },
      }),
      route({
        method: 'GET',
        url: '/api/learning/plans/campaigns',
        handler: async (request) => {
          const { tenant } = await askerOf(context, request);
          return { result: await planCampaigns(context.db, tenant.idApp) };
        },
      }),
      route({
        method: 'GET',
        url: '/api/learning/plans/:idPlan',
        params: idParams('idPlan'),
        handler: async (request) => {
          const { tenant, user } = await askerOf(context, request);
          const { idPlan } = request.params;
          return { result: await planDetails(context.db, tenant.idApp, user.idUser, idPlan, context.now()) };
        },
      }),
      route({
        method: 'POST',
        url: '/api/learning/plans/request-upgrade',
        handler: async (request) => {
          const { tenant, user } = await askerOf(context, request);
          if (isAdmin(user)) return refuse(403, text.upgradeForLearners);
          const { numberRequest } = await registerUpgradeRequest(context, tenant.idApp, user.idUser);
          return { success: true, message: text.upgradeRequested, numberRequest };
        },
      }),
      ...requestRoutes(context),
    ];
  },
};
