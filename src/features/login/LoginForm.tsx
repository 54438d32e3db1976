// Two steps (content-app.md 2.2): the login and "Avançar"; once recognised, the password and
// "Fazer login". Editing the login resets step one. Enter submits (it is a form).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppDetails } from '../../generated/types';
import { checkUser, login } from '../../api/auth';
import { isApiError } from '../../api/errors';
import { messages } from '../../i18n/messages';
import { lastVisited, saveLogin, signInArrival } from '../../session';
import { LabelledInput, LoginField } from './LoginField';
import * as css from './login.css';

export function LoginForm({
  app,
  onForgot,
  onFirstAccess,
  ssoHref,
}: {
  app: AppDetails;
  onForgot: (login: string) => void;
  onFirstAccess: (login: string) => void;
  ssoHref: string | null;
}) {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [recognised, setRecognised] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const onUsername = (value: string) => {
    setUsername(value);
    setRecognised(false);
    setPassword('');
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const user = username.trim();
    if (!user) return setError(messages.loginRequired);
    if (recognised && !password) return setError(messages.passwordRequired);
    setBusy(true);
    setError(null);
    try {
      if (!recognised) {
        await checkUser(app, user);
        setRecognised(true);
        requestAnimationFrame(() => passwordRef.current?.focus());
      } else {
        saveLogin(await login(app, user, password));
        navigate(lastVisited() ?? '/', { replace: true, state: signInArrival });
      }
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'offline') return;
      setError(recognised ? messages.invalidCredentials : messages.invalidUser);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={css.card} aria-describedby={error ? errorId : undefined}>
      <LoginField value={username} onChange={onUsername} invalid={Boolean(error) && !recognised} />
      {recognised ? (
        <LabelledInput
          label={messages.passwordLabel}
          ref={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={Boolean(error)}
        />
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={css.primary} disabled={busy} aria-busy={busy}>
        {recognised ? messages.signIn : messages.next}
      </button>
      <div className={css.links}>
        <button type="button" className={css.link} onClick={() => onForgot(username)}>
          {messages.forgotLink}
        </button>
        <button type="button" className={css.link} onClick={() => onFirstAccess(username)}>
          {messages.firstAccessLink}
        </button>
      </div>
      {ssoHref ? (
        <a className={css.link} href={ssoHref}>
          {app.companyLogin || messages.ssoLink}
        </a>
      ) : null}
    </form>
  );
}
