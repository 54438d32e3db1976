// selectedPlan: the chosen plan, what it includes and how it is priced, before the simulation.
import { plansMessages as text } from '../../i18n/plans';
import { formatBRL, PLAN_PRICE_TIERS } from '../../shared-rules/plan-pricing';
import * as buttons from '../../ui/buttons.css';
import { PlanFeatures } from './PlanFeatures';
import { StepFooter, type StepProps } from './StepFooter';
import * as css from './plans.css';

const prices = PLAN_PRICE_TIERS.map((tier) => tier.unitPrice);
const highest = Math.max(...prices);
const lowest = Math.min(...prices);

export function SelectedPlanStep({ idPlan, planOf, go, back, onClose }: StepProps & { idPlan: number }) {
  const plan = planOf(idPlan);
  return (
    <>
      {plan?.description ? <p className={css.text}>{plan.description}</p> : null}
      {plan ? <PlanFeatures plan={plan} products={false} /> : null}
      <p className={css.muted}>{text.priceRange(formatBRL(highest), formatBRL(lowest))}</p>
      <StepFooter back={back} onClose={onClose}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => go({ kind: 'calculatorPlan', idPlan })}
        >
          {text.simulate}
        </button>
      </StepFooter>
    </>
  );
}
