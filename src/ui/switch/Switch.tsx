// An on/off switch on react-aria-components: a native checkbox with role="switch" under a label, so
// Space toggles it and a screen reader says "ligado/desligado" in the user's language.
import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as css from './Switch.css';

interface Props {
  /** The visible label (pt-BR), which is also the switch's name. */
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** The id of what explains the switch (why it is locked): its aria-describedby. */
  describedBy?: string;
}

export function Switch({ children, isSelected, onChange, isDisabled, describedBy }: Props) {
  return (
    <AriaSwitch
      className={css.root}
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      aria-describedby={describedBy}
    >
      <span className={css.track} aria-hidden="true">
        <span className={css.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
