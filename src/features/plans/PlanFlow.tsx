// The plan modal (learning-area.md 2.4, 4.8, 8; content-app.md 3): one dialog whose content is the last
// step of the flow (flowState.ts), "Voltar" going one step back; the confirmation is the shared
// ConfirmDialog. A plan request that fails closes the flow with a toast (8: "the dialog closes").
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activePlanQuery, plansQuery, requestPlan, storePlan } from '../../api/plans';
import type { Plan } from '../../generated/types';
import { plansMessages as text } from '../../i18n/plans';
import { formatBRL, simulatePlanPrice } from '../../shared-rules/plan-pricing';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toast';
import { firstStep, type FlowReason, type FlowStep } from './flowState';
import { StepContent, stepTitle } from './steps';
import * as css from './plans.css';

export interface PlanFlowProps {
  reason: FlowReason;
  admin: boolean;
  onClose: () => void;
}

export default function PlanFlow({ reason, admin, onClose }: PlanFlowProps) {
  const queryClient = useQueryClient();
  const activeQuery = useQuery(activePlanQuery());
  const active = activeQuery.data ?? null;
  const plans = useQuery({ ...plansQuery(), enabled: admin }).data;
  // The steps the user took; the first follows the plan until they take one.
  const [taken, setTaken] = useState<FlowStep[]>([]);
  const steps = taken.length > 0 ? taken : [firstStep(active, admin, reason)];
  const step = steps.at(-1) ?? { kind: 'upgrade' };
  // `fresh`: a step after a request, with no way back to the request.
  const go = (next: FlowStep, { fresh = false } = {}) => setTaken(fresh ? [next] : [...steps, next]);
  const back = () => setTaken(steps.length > 1 ? steps.slice(0, -1) : steps);
  const planOf = (idPlan: number): Plan | undefined =>
    plans?.find((plan) => plan.idPlan === idPlan) ?? (active?.idPlan === idPlan ? active : undefined);

  const hire = useMutation({
    mutationFn: (order: { plan: Plan; users: number }) =>
      requestPlan({
        idPlan: order.plan.idPlan,
        numberOfLicences: order.users,
        price: simulatePlanPrice(order.users).monthlyTotal,
      }),
    onSuccess: (answer, order) => {
      storePlan(queryClient, answer.result);
      showToast(answer.message, { tone: 'success' });
      go({ kind: 'trial', step: 'ConfirmPlan', idPlan: order.plan.idPlan }, { fresh: true });
    },
    onError: (error) => {
      console.error(error);
      showToast(error.message || text.hireFailed, { tone: 'error' });
      onClose();
    },
  });

  // The first step depends on the plan: nothing is drawn before it is known.
  if (activeQuery.isPending) return null;
  if (step.kind === 'dialog') {
    const plan = planOf(step.idPlan);
    const price = formatBRL(simulatePlanPrice(step.users).monthlyTotal);
    return (
      <ConfirmDialog
        open
        question={text.confirmQuestion(plan?.name ?? '', step.users, price)}
        confirmLabel={hire.isPending ? text.sending : text.confirmHire}
        cancelLabel={text.back}
        onConfirm={() => plan && !hire.isPending && hire.mutate({ plan, users: step.users })}
        onCancel={back}
      />
    );
  }
  return (
    <Modal open onClose={onClose} title={stepTitle(step, planOf, active)} className={css.dialog}>
      <StepContent
        step={step}
        active={active}
        plans={plans}
        planOf={planOf}
        go={go}
        back={steps.length > 1 ? back : undefined}
        onClose={onClose}
      />
    </Modal>
  );
}
