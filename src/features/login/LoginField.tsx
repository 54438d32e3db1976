import { messages } from '../../i18n/messages';
import * as css from './login.css';

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
    <label className={css.field}>
      {messages.loginLabel}
      <input
        className={css.input}
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
    </label>
  );
}
