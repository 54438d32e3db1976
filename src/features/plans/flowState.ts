// The plan modal's steps (learning-area.md 2.4 "Plan modals", 4.8; content-app.md 3 "Plan modal kinds",
// "Trial steps"): upgrade -> selectedPlan -> calculatorPlan -> detail -> dialog (the confirmation), with
// terms and form beside them, the expiring modal and the trial steps of the admin and client profiles.
// Pure: the screens draw the last step of the list, "Voltar" takes it off.
import type { Plan } from '../../generated/types';
import { finishedTrialNext, trialStatus } from '../../shared-rules/plan-trial';

export type TrialStep =
  'ConfirmTrial' | 'ConfirmSucess' | 'ConfirmPlan' | 'FinishTrial' | 'ExtendTrial' | 'RequestExtendTrial';

export type FlowStep =
  | { kind: 'upgrade' }
  | { kind: 'expiring' }
  | { kind: 'client' }
  | { kind: 'selectedPlan'; idPlan: number }
  | { kind: 'calculatorPlan'; idPlan: number }
  | { kind: 'detail'; idPlan: number; users: number }
  | { kind: 'terms'; idPlan: number }
  | { kind: 'dialog'; idPlan: number; users: number }
  | { kind: 'form'; idPlan: number; motivation: boolean }
  | { kind: 'trial'; step: TrialStep; idPlan: number };

/** Why the modal opened: the Upgrade block's button, the plan modal of the home, a campaign. */
export type FlowReason = 'block' | 'prompt' | 'campaign';

/**
 * The first step. An administrator who pressed a button sees the plans; the home's plan modal is the
 * expiring one, or FinishTrial once the trial is over; the other users see the client variant.
 */
export function firstStep(plan: Plan | null | undefined, admin: boolean, reason: FlowReason): FlowStep {
  if (!admin) return { kind: 'client' };
  if (reason !== 'prompt' || !plan) return { kind: 'upgrade' };
  return trialStatus(plan) === 'finish'
    ? { kind: 'trial', step: 'FinishTrial', idPlan: plan.idPlan }
    : { kind: 'expiring' };
}

/** From FinishTrial: extend once (trialsCount 1), else say why to sales (4.8). */
export const afterFinishedTrial = (plan: Plan): FlowStep =>
  finishedTrialNext(plan) === 'extend'
    ? { kind: 'trial', step: 'ExtendTrial', idPlan: plan.idPlan }
    : { kind: 'trial', step: 'RequestExtendTrial', idPlan: plan.idPlan };

/** What a plan card offers: hire by the calculator, by sales (Enterprise), or a trial first. */
export function cardAction(plan: Plan): FlowStep {
  if (plan.contactOnly) return { kind: 'form', idPlan: plan.idPlan, motivation: false };
  return { kind: 'selectedPlan', idPlan: plan.idPlan };
}

/** A trial may be started only by a company that never had one, of a plan that allows it (4.8). */
export const trialOffered = (plan: Plan, plans: readonly Plan[]) =>
  !plan.contactOnly && plan.allowsTrial !== false && plans.every((other) => other.trial !== 1);
