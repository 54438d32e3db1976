import type { ComponentProps } from 'react';
import { messages } from '../../i18n/messages';
import * as css from './login.css';

/** A field of the sign-in screens' forms: its label, and the input inside it. */
export function LabelledInput({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className={css.field}>
      {label}
      <input className={css.input} {...input} />
    </label>
  );
}

/** The login field of the login, forgot-password and first-access forms. */
export function LoginField({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <LabelledInput
      label={messages.loginLabel}
      name="username"
      type="text"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      placeholder={messages.loginPlaceholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid}
    />
  );
}
