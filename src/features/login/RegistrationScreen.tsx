// /registro (content-app.md 2.1, 2.3): reached from a right PIN, the user confirms their name and
// chooses their password (the rules of learning-area.md 5), and is signed in. Opened without the PIN's
// token (typed, or after a reload), it says so and leads to the first access.
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { register } from '../../api/activation';
import { serverMessage } from '../../api/errors';
import { activationScreenMessages as text } from '../../i18n/activation';
import { routes } from '../../paths/paths';
import { activationMessages } from '../../shared-rules/activation';
import { newPasswordProblem, passwordMessages } from '../../shared-rules/password';
import { saveLogin } from '../../session';
import { useTenant } from '../../session/tenant';
import { TenantLogo } from '../../ui/TenantLogo';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LabelledInput } from './LoginField';
import * as css from './login.css';
import { LiveNote } from '../../ui/LiveNote';

interface Registration {
  registrationToken: string;
  name: string;
  email: string;
}

const registrationOf = (state: unknown): Registration | null => {
  const value = state as Partial<Registration> | null;
  return typeof value?.registrationToken === 'string' && typeof value.email === 'string'
    ? { registrationToken: value.registrationToken, name: value.name ?? '', email: value.email }
    : null;
};

/** The password and its confirmation are both a new password, of at most 200 characters. */
const newPasswordInput = { type: 'password', autoComplete: 'new-password', maxLength: 200 } as const;

export default function RegistrationScreen() {
  const app = useTenant();
  const registration = registrationOf(useLocation().state);
  useDocumentTitle(text.registerTitle);
  return (
    <main className={`${css.page} ${css.position.middle}`}>
      <TenantLogo app={app} className={css.logo} height={64} alt={app.name} />
      {registration ? (
        <RegistrationForm registration={registration} />
      ) : (
        <div className={css.card}>
          <h1 className={css.title}>{text.registerTitle}</h1>
          <p role="alert">{text.noRegistration}</p>
          <Link to={routes.activateUser.to()} className={css.primary}>
            {text.startAgain}
          </Link>
        </div>
      )}
    </main>
  );
}

function RegistrationForm({ registration }: { registration: Registration }) {
  const navigate = useNavigate();
  const [name, setName] = useState(registration.name);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const ids = { name: useId(), password: useId(), confirmation: useId() };
  const problems = {
    name: name.trim() === '' ? activationMessages.nameRequired : undefined,
    password: newPasswordProblem(password),
    confirmation: confirmation !== password ? passwordMessages.mismatch : undefined,
  };
  const shown = (field: keyof typeof problems) => (tried ? problems[field] : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const first = (Object.keys(problems) as (keyof typeof problems)[]).find((field) => problems[field]);
    if (first) return document.getElementById(ids[first])?.focus();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await register(registration.registrationToken, name.trim(), password);
      saveLogin({
        token: answer.token,
        loginInfo: answer.loginInfo,
        menu: answer.menu,
        design: answer.design,
      });
      navigate(routes.home.to(), { replace: true });
    } catch (error) {
      setFailure(serverMessage(error) || activationMessages.registrationExpired);
      setBusy(false);
    }
  }

  const field = (key: keyof typeof ids, label: string, input: ComponentProps<'input'>) => (
    // The message beside the label, not in it: the field's name stays its label alone.
    <div className={css.field}>
      <label htmlFor={ids[key]}>{label}</label>
      <input
        {...input}
        id={ids[key]}
        className={css.input}
        aria-invalid={Boolean(shown(key))}
        aria-describedby={shown(key) ? `${ids[key]}-error` : undefined}
      />
      {shown(key) ? (
        <span id={`${ids[key]}-error`} className={css.error}>
          {shown(key)}
        </span>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={css.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={css.title}>
        {text.registerTitle}
      </h1>
      <p className={css.hint}>{text.registerIntro}</p>
      {field('name', text.name, {
        autoComplete: 'name',
        maxLength: 120,
        value: name,
        onChange: (event) => setName(event.target.value),
      })}
      <LabelledInput label={text.email} value={registration.email} readOnly autoComplete="username" />
      {field('password', text.password, {
        ...newPasswordInput,
        value: password,
        onChange: (event) => setPassword(event.target.value),
      })}
      {field('confirmation', text.confirmPassword, {
        ...newPasswordInput,
        value: confirmation,
        onChange: (event) => setConfirmation(event.target.value),
      })}
      <p className={css.hint}>{text.passwordRules}</p>
      <LiveNote role="alert" className={css.warning}>
        {failure}
      </LiveNote>
      <button type="submit" className={css.primary} disabled={busy} aria-busy={busy}>
        {busy ? text.registering : text.register}
      </button>
    </form>
  );
}
