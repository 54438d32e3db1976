// Which screen draws each step of the plan modal, and the dialog's title for it. The switches leave out
// `default`, so a new kind of step that is not drawn fails the typecheck.
import type { Plan } from '../../generated/types';
import { plansMessages as text } from '../../i18n/plans';
import { planModalLevel } from '../../shared-rules/plan-trial';
import { CalculatorStep } from './CalculatorStep';
import { ContactStep } from './ContactStep';
import { DetailStep, TermsStep } from './DetailStep';
import type { FlowStep } from './flowState';
import { ClientStep, ExpiringStep } from './ExpiringStep';
import { PlanCards } from './PlanCards';
import { SelectedPlanStep } from './SelectedPlanStep';
import type { StepProps } from './StepFooter';
import { TrialStepContent, trialStepTitle } from './TrialSteps';

export function stepTitle(step: FlowStep, planOf: StepProps['planOf'], active: Plan | null): string {
  const name = 'idPlan' in step ? (planOf(step.idPlan)?.name ?? '') : '';
  switch (step.kind) {
    case 'upgrade':
      return text.upgradeTitle;
    case 'expiring': {
      const level = planModalLevel(active?.deadline ?? 0);
      return typeof level === 'number' ? text.expiringTitle(level) : text.upgradeTitle;
    }
    case 'client':
      return text.clientTitle;
    case 'selectedPlan':
      return text.selectedTitle(name);
    case 'calculatorPlan':
      return text.calculatorTitle;
    case 'detail':
    case 'dialog':
      return text.detailTitle;
    case 'terms':
      return text.termsTitle(name);
    case 'form':
      return text.formTitle;
    case 'trial':
      return trialStepTitle(step.step, name);
  }
}

export function StepContent({ step, ...props }: StepProps & { step: FlowStep }) {
  switch (step.kind) {
    case 'upgrade':
      return <PlanCards {...props} />;
    case 'expiring':
      return <ExpiringStep {...props} />;
    case 'client':
      return <ClientStep {...props} />;
    case 'selectedPlan':
      return <SelectedPlanStep {...props} idPlan={step.idPlan} />;
    case 'calculatorPlan':
      return <CalculatorStep {...props} idPlan={step.idPlan} />;
    case 'detail':
      return <DetailStep {...props} idPlan={step.idPlan} users={step.users} />;
    case 'terms':
      return <TermsStep {...props} idPlan={step.idPlan} />;
    case 'form':
      return <ContactStep {...props} idPlan={step.idPlan} motivation={step.motivation} />;
    case 'trial':
      return <TrialStepContent {...props} step={step.step} idPlan={step.idPlan} />;
    case 'dialog':
      // Drawn by PlanFlow as the shared ConfirmDialog.
      return null;
  }
}
