// What every step of the plan modal is handed, and the row of its own buttons.
import type { ReactNode } from 'react';
import type { Plan } from '../../generated/types';
import { plansMessages as text } from '../../i18n/plans';
import * as buttons from '../../ui/buttons.css';
import { ModalFooter } from '../../ui/ModalFooter';
import type { FlowStep } from './flowState';

export interface StepProps {
  active: Plan | null;
  plans: Plan[] | undefined;
  planOf: (idPlan: number) => Plan | undefined;
  /** The next step; `fresh` after a request: no way back to it. */
  go: (step: FlowStep, options?: { fresh?: boolean }) => void;
  back: (() => void) | undefined;
  onClose: () => void;
}

/** The dialog's own buttons: the step's actions, "Voltar" when there is a step behind, "Fechar". */
export function StepFooter({
  back,
  onClose,
  children,
}: Pick<StepProps, 'back' | 'onClose'> & { children?: ReactNode }) {
  return (
    <ModalFooter onClose={onClose}>
      {back ? (
        <button type="button" className={buttons.secondary} onClick={back}>
          {text.back}
        </button>
      ) : null}
      {children}
    </ModalFooter>
  );
}
