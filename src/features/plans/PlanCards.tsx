// The upgrade step (learning-area.md 2.4 "plan cards with a 'show more / less details' toggle"): each
// plan with its trial state, its details behind the toggle, and what it offers: hire (the calculator),
// talk to sales (Enterprise) or, for a company that never tried, a trial.
import { useId, useState } from 'react';
import type { Plan } from '../../generated/types';
import { plansMessages as text } from '../../i18n/plans';
import * as buttons from '../../ui/buttons.css';
import { cardAction, trialOffered } from './flowState';
import { PlanFeatures } from './PlanFeatures';
import { StepFooter, type StepProps } from './StepFooter';
import * as css from './plans.css';

export function PlanCards({ plans, active, go, back, onClose }: StepProps) {
  return (
    <>
      <p className={css.text}>{text.upgradeIntro}</p>
      {plans ? (
        <ul className={css.cards} aria-label={text.upgradeTitle}>
          {plans.map((plan) => (
            <PlanCard
              key={plan.idPlan}
              plan={plan}
              plans={plans}
              current={plan.idPlan === active?.idPlan}
              go={go}
            />
          ))}
        </ul>
      ) : (
        <p role="status" className={css.muted}>
          {text.loading}
        </p>
      )}
      <StepFooter back={back} onClose={onClose} />
    </>
  );
}

function PlanCard({
  plan,
  plans,
  current,
  go,
}: {
  plan: Plan;
  plans: Plan[];
  current: boolean;
  go: StepProps['go'];
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const hasDetails = Boolean(plan.features?.length || plan.products?.length);
  return (
    <li className={current ? `${css.card} ${css.currentCard}` : css.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.cardName}>
        {plan.name}
      </h3>
      {plan.trial === 1 ? <span className={css.badge}>{text.inTrial(plan.deadline ?? 0)}</span> : null}
      {plan.trial !== 1 && plan.active ? <span className={css.badge}>{text.currentPlan}</span> : null}
      {plan.description ? <p className={css.text}>{plan.description}</p> : null}
      {hasDetails ? (
        <button
          type="button"
          className={css.linkButton}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? text.lessDetails : text.moreDetails}
        </button>
      ) : null}
      <div id={detailsId} hidden={!open}>
        <PlanFeatures plan={plan} />
      </div>
      {plan.alreadyRequested ? <p className={css.muted}>{text.alreadyRequested}</p> : null}
      <div className={css.actions}>
        <button
          type="button"
          className={buttons.primary}
          aria-label={plan.contactOnly ? undefined : text.hirePlan(plan.name)}
          onClick={() => go(cardAction(plan))}
        >
          {plan.contactOnly ? text.talkToSales : text.hire}
        </button>
        {trialOffered(plan, plans) ? (
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => go({ kind: 'trial', step: 'ConfirmTrial', idPlan: plan.idPlan })}
          >
            {text.tryFree}
          </button>
        ) : null}
      </div>
    </li>
  );
}
