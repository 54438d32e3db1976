// The plan modal of the home (learning-area.md 4.8, 9; content-app.md 9): the administrator's
// expiring modal by level (days left), and the client profile's trial feedback, which registers the
// learner's 'Diga que está gostando da degustação' once.
import { plansMessages as text } from '../../i18n/plans';
import { planModalLevel, trialContract, trialStatus } from '../../shared-rules/plan-trial';
import * as buttons from '../../ui/buttons.css';
import { StepFooter, type StepProps } from './StepFooter';
import { useUpgradeRequest } from './useUpgradeRequest';
import * as css from './plans.css';

export function ExpiringStep({ active, go, back, onClose }: StepProps) {
  const days = active?.deadline ?? 0;
  const level = planModalLevel(days);
  return (
    <>
      <p className={css.text}>{text.expiringText(active?.name ?? '', days)}</p>
      {typeof level === 'number' ? <p className={css.muted}>{text.expiringHint(level)}</p> : null}
      <StepFooter back={back} onClose={onClose}>
        <button type="button" className={buttons.primary} onClick={() => go({ kind: 'upgrade' })}>
          {text.seePlans}
        </button>
      </StepFooter>
    </>
  );
}

export function ClientStep({ active, back, onClose }: StepProps) {
  const request = useUpgradeRequest({ onSettled: onClose });
  const asked = active?.planUpgrade?.hasRequestedUpgrade === true;
  const name = active?.name ?? '';
  return (
    <>
      <p className={css.text}>
        {trialStatus(active) === 'finish'
          ? text.clientFinished(name)
          : text.clientStarted(name, active?.deadline ?? 0)}
      </p>
      <p className={css.muted}>{asked ? text.clientAsked : text.clientAsk}</p>
      <StepFooter back={back} onClose={onClose}>
        {asked ? null : (
          <button
            type="button"
            className={buttons.primary}
            disabled={request.isPending}
            onClick={() => request.mutate()}
          >
            {trialContract.requestUpgrade}
          </button>
        )}
      </StepFooter>
    </>
  );
}
