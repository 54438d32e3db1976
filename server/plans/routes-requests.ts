// The plans area's requests (learning-area.md 4.8, 5, 7.6, 9). Only administrators start a trial, extend
// a finished one (once: trialsCount 1) or request a plan; a non-admin's request-trial registers their
// upgrade request. Contacts, plan requests and trials go to the development outbox for sales.
//   POST /api/learning/plans/request-trial {idPlan}     -> {success, message, finishDate, result}
//   POST /api/learning/plans/extend-trial {idPlan}      -> {success, message, finishDate, result}
//   POST /api/learning/plans/contact-trial {idPlan, department, role, phone, message, numberOfEmployees}
//        -> {success, message}
//   POST /api/learning/plans/request-plan {idPlan, numberOfLicences, price} -> {statusCode, success, message, result}
import type { FastifyRequest } from 'fastify';
import {
  checkTrialContact,
  employeeChoiceOf,
  trialContactFields,
} from '../../src/shared-rules/plan-contact.ts';
import { isPlanUsers, priceMatches, simulatePlanPrice } from '../../src/shared-rules/plan-pricing.ts';
import {
  addDays,
  DEFAULT_TRIAL_DAYS,
  EXTENDABLE_TRIALS_COUNT,
  EXTENDED_TRIAL_DAYS,
  planAllowsTrial,
  trialDaysLeft,
} from '../../src/shared-rules/plan-trial.ts';
import { apiSchema } from '../http/api-schemas.ts';
import { refuse } from '../http/refusal.ts';
import { route } from '../http/route-table.ts';
import type { RouteContext } from '../route-context.ts';
import { askerOf, isAdmin } from './access.ts';
import { loadCompanyPlan, planDetails } from './company.ts';
import { planMessages as text } from './messages.ts';
import { addPlanRequest, addToOutbox, extendFinishedTrial, startTrial, type OutboxKind } from './store.ts';
import { registerUpgradeRequest } from './upgrade-request.ts';
import { currentPlan, trialFinishDate } from './views.ts';

const idPlanBody = apiSchema('learning-plan-id-body');

export function requestRoutes(context: RouteContext) {
  const { db } = context;
  /** The asker, the company's plans as they are now and the plan the body names (404 if none). */
  const planOf = async (request: FastifyRequest, idPlan: number) => {
    const asker = await askerOf(context, request);
    const idApp = asker.tenant.idApp;
    const { company, plan } = await loadCompanyPlan(db, idApp, asker.user.idUser, idPlan, context.now());
    return { ...asker, company, plan, idApp };
  };
  /** The plan as the company sees it after the change. */
  const reloaded = (idApp: number, idUser: number, idPlan: number) =>
    planDetails(db, idApp, idUser, idPlan, context.now());
  const outbox = (found: Awaited<ReturnType<typeof planOf>>, kind: OutboxKind, message: object) =>
    addToOutbox(db, {
      idApp: found.idApp,
      idUser: found.user.idUser,
      kind,
      at: context.now(),
      message: {
        company: found.tenant.details.name,
        user: { name: found.user.name, email: found.user.email },
        plan: { idPlan: found.plan.idPlan, name: found.plan.name },
        ...message,
      },
    });

  /** A trial started or extended: sales hear of it, and the admin reads its new finish date and plan. */
  const trialMoved = async (
    found: Awaited<ReturnType<typeof planOf>>,
    kind: 'request-trial' | 'extend-trial',
    finishDay: string,
    message: string,
  ) => {
    await outbox(found, kind, { finishDay });
    return {
      success: true,
      message,
      finishDate: trialFinishDate(finishDay),
      result: await reloaded(found.idApp, found.user.idUser, found.plan.idPlan),
    };
  };

  return [
    route({
      method: 'POST',
      url: '/api/learning/plans/request-trial',
      body: idPlanBody,
      handler: async (request) => {
        const found = await planOf(request, request.body.idPlan);
        const { idApp, user, company, plan } = found;
        if (!isAdmin(user)) {
          await registerUpgradeRequest(context, idApp, user.idUser);
          const current = currentPlan(company) ?? plan;
          return {
            success: true,
            message: text.upgradeRequested,
            result: await reloaded(idApp, user.idUser, current.idPlan),
          };
        }
        if (!planAllowsTrial(plan)) return refuse(409, text.noTrialForPlan(plan.name));
        if (company.trial) return refuse(409, text.trialAlreadyUsed);
        const finishDay = addDays(company.today, DEFAULT_TRIAL_DAYS);
        if (!(await startTrial(db, idApp, plan.idPlan, finishDay))) return refuse(409, text.trialAlreadyUsed);
        return trialMoved(found, 'request-trial', finishDay, text.trialStarted(plan.name));
      },
    }),
    route({
      method: 'POST',
      url: '/api/learning/plans/extend-trial',
      body: idPlanBody,
      handler: async (request) => {
        const found = await planOf(request, request.body.idPlan);
        const { idApp, user, company, plan } = found;
        if (!isAdmin(user)) return refuse(403, text.adminsOnlyExtend);
        const trial = company.trial;
        if (trial?.idPlan !== plan.idPlan) return refuse(409, text.notInTrial(plan.name));
        if (trial.trialsCount !== EXTENDABLE_TRIALS_COUNT) return refuse(409, text.trialAlreadyExtended);
        if (trialDaysLeft(trial.finishDay, company.today) > 0) return refuse(409, text.trialNotFinished);
        const finishDay = addDays(company.today, EXTENDED_TRIAL_DAYS);
        const extended = await extendFinishedTrial(db, {
          idApp,
          idPlan: plan.idPlan,
          today: company.today,
          finishDay,
        });
        if (!extended) return refuse(409, text.trialAlreadyExtended);
        return trialMoved(found, 'extend-trial', finishDay, text.trialExtended);
      },
    }),
    route({
      method: 'POST',
      url: '/api/learning/plans/contact-trial',
      body: apiSchema('learning-plan-contact-body'),
      handler: async (request) => {
        const found = await planOf(request, request.body.idPlan);
        const { user, company, tenant } = found;
        const trial = company.trial;
        // 5: "A motivation text is required when the trial has no days left."
        const motivationRequired = trial !== undefined && trialDaysLeft(trial.finishDay, company.today) <= 0;
        const { body } = request;
        const input = {
          name: user.name,
          email: user.email,
          company: tenant.details.name,
          phone: body.phone,
          role: body.role,
          department: body.department,
          description: body.message ?? '',
          numberOfEmployees: employeeChoiceOf(body.numberOfEmployees) ?? '',
        };
        const problems = checkTrialContact(input, { motivationRequired });
        const field = trialContactFields.find((name) => problems[name]);
        if (field) return refuse(400, problems[field] ?? '');
        await outbox(found, 'contact-trial', {
          phone: input.phone.replace(/\D/g, ''),
          role: input.role.trim(),
          department: input.department.trim(),
          numberOfEmployees: body.numberOfEmployees,
          message: input.description.trim(),
          trialDaysLeft: trial ? trialDaysLeft(trial.finishDay, company.today) : null,
        });
        return { success: true, message: text.contactSent };
      },
    }),
    route({
      method: 'POST',
      url: '/api/learning/plans/request-plan',
      body: apiSchema('learning-plan-request-body'),
      handler: async (request) => {
        const found = await planOf(request, request.body.idPlan);
        const { idApp, user, plan } = found;
        if (!isAdmin(user)) return refuse(403, text.adminsOnlyHire);
        if (plan.contactOnly) return refuse(409, text.contactOnly(plan.name));
        const { numberOfLicences: licences, price } = request.body;
        if (!isPlanUsers(licences)) return refuse(400, text.usersMinimum);
        const simulated = simulatePlanPrice(licences).monthlyTotal;
        if (!priceMatches(licences, price)) return refuse(422, text.priceMismatch(licences, simulated));
        await addPlanRequest(db, {
          idApp,
          idUser: user.idUser,
          idPlan: plan.idPlan,
          licences,
          price: simulated,
          at: context.now(),
        });
        await outbox(found, 'request-plan', { numberOfLicences: licences, monthlyPrice: simulated });
        return {
          statusCode: 200,
          success: true,
          message: text.planRequested,
          result: await reloaded(idApp, user.idUser, plan.idPlan),
        };
      },
    }),
  ];
}
