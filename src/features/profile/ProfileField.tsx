// The fields of the profile's forms and its photo editor: the label above the control, then what
// follows it (a hint, the field's error).
import type { ComponentProps, ReactNode } from 'react';
import * as css from './profile.css';

interface LabelledProps {
  /** The control's id, which the label names. */
  id: string;
  label: string;
}

export function LabelledField({
  id,
  label,
  className = css.field,
  children,
}: LabelledProps & { className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A text input checked as the learner leaves it: its error, once shown, under it and describing it. */
export function CheckedInput({
  id,
  label,
  error,
  ...input
}: LabelledProps & ComponentProps<'input'> & { error: string | undefined }) {
  const errorId = `${id}-error`;
  return (
    <LabelledField id={id} label={label}>
      <input
        {...input}
        id={id}
        className={css.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </LabelledField>
  );
}
