// "Esqueceu sua senha?" and "Novo por aqui?" ask only for the login (content-app.md 2.2, 8).
import { useId, useState, type FormEvent } from 'react';
import type { AppDetails } from '../../generated/types';
import { forgotPassword } from '../../api/auth';
import { isApiError } from '../../api/errors';
import { messages } from '../../i18n/messages';
import { showToast } from '../../ui/toast';
import { LoginField } from './LoginField';
import * as css from './login.css';

export function ForgotForm({
  app,
  kind,
  initialLogin,
  onClose,
}: {
  app: AppDetails;
  kind: 'forgot' | 'first-access';
  initialLogin: string;
  onClose: () => void;
}) {
  const [username, setUsername] = useState(initialLogin);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!username.trim()) return setError(messages.loginRequired);
    setSending(true);
    setError(null);
    try {
      await forgotPassword(app, username.trim());
      showToast(messages.emailSentToast, { tone: 'success' });
      onClose();
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'offline') return;
      showToast(messages.emailErrorToast, { tone: 'error' });
      setError(messages.emailErrorMessage);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={css.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={css.title}>
        {kind === 'forgot' ? messages.forgotTitle : messages.firstAccessTitle}
      </h1>
      <LoginField
        value={username}
        onChange={(value) => {
          setUsername(value);
          setError(null);
        }}
        invalid={Boolean(error)}
      />
      {/* Written out, not LiveNote: that lives in the widgets file, which /login does not load. */}
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      <div className={css.buttons}>
        <button type="button" className={css.secondary} onClick={onClose} disabled={sending}>
          {messages.back}
        </button>
        <button type="submit" className={css.primary} disabled={sending} aria-busy={sending}>
          {sending ? messages.sending : messages.sendEmail}
        </button>
      </div>
    </form>
  );
}
