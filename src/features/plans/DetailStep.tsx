// detail: the order as it will be sent (plan, users, the simulated monthly price), the plan's terms
// beside it, and the button that asks for the confirmation (the dialog step).
import type { Plan } from '../../generated/types';
import { plansMessages as text } from '../../i18n/plans';
import { formatBRL, simulatePlanPrice } from '../../shared-rules/plan-pricing';
import * as buttons from '../../ui/buttons.css';
import { SafeHtml } from '../../ui/safe-html';
import { StepFooter, type StepProps } from './StepFooter';
import * as css from './plans.css';

export function DetailStep({
  idPlan,
  users,
  planOf,
  go,
  back,
  onClose,
}: StepProps & { idPlan: number; users: number }) {
  const plan: Plan | undefined = planOf(idPlan);
  return (
    <>
      <dl className={css.facts}>
        <dt className={css.factName}>{text.detailPlan}</dt>
        <dd className={css.factValue}>{plan?.name}</dd>
        <dt className={css.factName}>{text.detailUsers}</dt>
        <dd className={css.factValue}>{text.detailUsersValue(users)}</dd>
        <dt className={css.factName}>{text.detailMonthly}</dt>
        <dd className={css.factValue}>{formatBRL(simulatePlanPrice(users).monthlyTotal)}</dd>
      </dl>
      <p className={css.muted}>{text.simulationNote}</p>
      {plan?.agreementContent ? (
        <button type="button" className={css.linkButton} onClick={() => go({ kind: 'terms', idPlan })}>
          {text.terms}
        </button>
      ) : null}
      <StepFooter back={back} onClose={onClose}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => go({ kind: 'dialog', idPlan, users })}
        >
          {text.hire}
        </button>
      </StepFooter>
    </>
  );
}

/** terms: the plan's agreement (sanitised HTML from the server). */
export function TermsStep({ idPlan, planOf, back, onClose }: StepProps & { idPlan: number }) {
  const plan = planOf(idPlan);
  return (
    <>
      <SafeHtml html={plan?.agreementContent ?? ''} className={css.text} />
      <StepFooter back={back} onClose={onClose} />
    </>
  );
}
