// The trial steps of the administrator (content-app.md 3 "Trial steps"; learning-area.md 4.8, 9):
// ConfirmTrial starts the company's trial (15 days) and ConfirmSucess says so; ConfirmPlan thanks for a
// plan request; FinishTrial says the trial is over and offers the one extension (ExtendTrial, 7 days)
// or, once it was used, RequestExtendTrial, which leads to the contact form. A failed call is logged, a
// toast says why and the dialog closes (learning-area.md 8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extendTrial, requestTrial, storePlan } from '../../api/plans';
import { plansMessages as text } from '../../i18n/plans';
import { finishedTrialNext } from '../../shared-rules/plan-trial';
import * as buttons from '../../ui/buttons.css';
import { showToast } from '../../ui/toast';
import { afterFinishedTrial, type TrialStep } from './flowState';
import { StepFooter, type StepProps } from './StepFooter';
import * as css from './plans.css';

export function trialStepTitle(step: TrialStep, plan: string): string {
  switch (step) {
    case 'ConfirmTrial':
      return text.confirmTrialTitle(plan);
    case 'ConfirmSucess':
      return text.trialStartedTitle;
    case 'ConfirmPlan':
      return text.planRequestedTitle;
    case 'FinishTrial':
      return text.finishTrialTitle;
    case 'ExtendTrial':
      return text.extendTrialTitle;
    case 'RequestExtendTrial':
      return text.requestExtendTitle;
  }
}

export function TrialStepContent(props: StepProps & { step: TrialStep; idPlan: number }) {
  const { step, idPlan, planOf, go, back, onClose } = props;
  const queryClient = useQueryClient();
  const call = useMutation({
    mutationFn: () => (step === 'ExtendTrial' ? extendTrial(idPlan) : requestTrial(idPlan)),
    onSuccess: (answer) => {
      storePlan(queryClient, answer.result);
      showToast(answer.message ?? '', { tone: 'success' });
      if (step === 'ConfirmTrial') go({ kind: 'trial', step: 'ConfirmSucess', idPlan }, { fresh: true });
      // Renewed: the plan modal has nothing more to say.
      else onClose();
    },
    onError: (error) => {
      console.error(error);
      showToast(error.message || text.trialFailed, { tone: 'error' });
      onClose();
    },
  });
  const plan = planOf(idPlan);
  const action = (label: string, onPress: () => void, primary = true) => (
    <button
      type="button"
      className={primary ? buttons.primary : buttons.secondary}
      disabled={call.isPending}
      onClick={onPress}
    >
      {label}
    </button>
  );
  return (
    <>
      <p className={css.text}>{stepMessage(props)}</p>
      <StepFooter back={back} onClose={onClose}>
        {step === 'ConfirmTrial' ? action(text.startTrial, () => call.mutate()) : null}
        {step === 'ExtendTrial' ? action(text.confirmExtend, () => call.mutate()) : null}
        {step === 'FinishTrial' && plan ? (
          <>
            {action(text.seePlans, () => go({ kind: 'upgrade' }), false)}
            {action(finishedTrialNext(plan) === 'extend' ? text.extendTrial : text.talkToSales, () =>
              go(afterFinishedTrial(plan)),
            )}
          </>
        ) : null}
        {step === 'RequestExtendTrial'
          ? action(text.talkToSales, () => go({ kind: 'form', idPlan, motivation: true }))
          : null}
      </StepFooter>
    </>
  );
}

function stepMessage({
  step,
  idPlan,
  planOf,
  active,
}: StepProps & { step: TrialStep; idPlan: number }): string {
  const plan = planOf(idPlan) ?? active;
  switch (step) {
    case 'ConfirmTrial':
      return text.confirmTrialText;
    case 'ConfirmSucess':
      return text.expiringText(plan?.name ?? '', plan?.deadline ?? 0);
    case 'ConfirmPlan':
      return text.simulationNote;
    case 'FinishTrial':
      return plan && finishedTrialNext(plan) === 'extend' ? text.finishTrialExtend : text.finishTrialContact;
    case 'ExtendTrial':
      return text.extendTrialText;
    case 'RequestExtendTrial':
      return text.requestExtendText;
  }
}
