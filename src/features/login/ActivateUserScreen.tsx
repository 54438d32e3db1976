// /activate-user (content-app.md 2.3, 5, 8; learning-area.md 2.1): the first access of a user the
// company registered. The phone, masked (00) 00000-0000 and sent as digits; then the PIN the server
// sent by SMS (here: the development outbox). A refused PIN shows 'Erro ao validar PIN.' or the
// server's own words in a warning card, and the typed PIN stays. A right one goes to /registro.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { checkPin, sendPin } from '../../api/activation';
import { serverMessage } from '../../api/errors';
import { activationScreenMessages as text } from '../../i18n/activation';
import { routes } from '../../paths/paths';
import { activationMessages, maskPhone, phoneDigits } from '../../shared-rules/activation';
import { useTenant } from '../../session/tenant';
import { TenantLogo } from '../../ui/TenantLogo';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LabelledInput } from './LoginField';
import * as css from './login.css';
import { LiveNote } from '../../ui/LiveNote';

/** One step's form (the phone, then the PIN): the screen's title above the step's fields. */
function StepForm({
  titleId,
  onSubmit,
  children,
}: {
  titleId: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={css.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={css.title}>
        {text.title}
      </h1>
      {children}
    </form>
  );
}

export default function ActivateUserScreen() {
  const app = useTenant();
  const navigate = useNavigate();
  useDocumentTitle(text.title);
  const [phone, setPhone] = useState('');
  const [pin, setPin] = useState('');
  const [step, setStep] = useState<'phone' | 'pin'>('phone');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const problemId = useId();

  async function requestPin(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const digits = phoneDigits(phone);
    if (digits.length !== 11) {
      setProblem(digits === '' ? activationMessages.phoneRequired : activationMessages.phoneIncomplete);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await sendPin(app, phone);
      setNotice(answer.message ?? null);
      setStep('pin');
      setPin('');
    } catch (error) {
      setProblem(serverMessage(error) || activationMessages.phoneUnknown);
    } finally {
      setBusy(false);
    }
  }

  async function validate(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (pin.trim() === '') return setProblem(activationMessages.pinRequired);
    setBusy(true);
    setProblem(null);
    try {
      const answer = await checkPin(phone, pin);
      navigate(routes.registration.to(), {
        replace: true,
        state: {
          registrationToken: answer.registrationToken,
          name: answer.user.name,
          email: answer.user.email,
        },
      });
    } catch (error) {
      setProblem(serverMessage(error) || activationMessages.pinFailed);
      setBusy(false);
    }
  }

  const warning = problem ? (
    <p id={problemId} role="alert" className={css.warning}>
      {problem}
    </p>
  ) : null;
  // Both steps' inputs: marked and described by the problem while there is one.
  const problemProps = {
    'aria-invalid': Boolean(problem),
    'aria-describedby': problem ? problemId : undefined,
  };

  return (
    <main className={`${css.page} ${css.position.middle}`}>
      <TenantLogo app={app} className={css.logo} height={64} alt={app.name} />
      {step === 'phone' ? (
        <StepForm titleId={titleId} onSubmit={(event) => void requestPin(event)}>
          <p className={css.hint}>{text.phoneIntro}</p>
          <LabelledInput
            label={text.phoneLabel}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(00) 00000-0000"
            value={phone}
            {...problemProps}
            onChange={(event) => {
              setPhone(maskPhone(event.target.value));
              setProblem(null);
            }}
          />
          {warning}
          <div className={css.buttons}>
            <Link to={routes.login.to()} className={css.secondary}>
              {text.back}
            </Link>
            {/* content-app.md 5: sending only with a phone typed. */}
            <button type="submit" className={css.primary} disabled={busy || phone === ''} aria-busy={busy}>
              {busy ? text.sendingPin : text.sendPin}
            </button>
          </div>
        </StepForm>
      ) : (
        <StepForm titleId={titleId} onSubmit={(event) => void validate(event)}>
          <LiveNote role="status" className={css.hint}>
            {notice}
          </LiveNote>
          <p className={css.hint}>{text.pinIntro}</p>
          <LabelledInput
            label={text.pinLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={pin}
            {...problemProps}
            onChange={(event) => {
              setPin(event.target.value.replace(/\D/g, ''));
              setProblem(null);
            }}
          />
          {warning}
          <button type="submit" className={css.primary} disabled={busy || pin === ''} aria-busy={busy}>
            {busy ? text.checkingPin : text.checkPin}
          </button>
          <div className={css.links}>
            <button type="button" className={css.link} onClick={() => void requestPin()} disabled={busy}>
              {text.newPin}
            </button>
            <button
              type="button"
              className={css.link}
              onClick={() => {
                setStep('phone');
                setProblem(null);
              }}
            >
              {text.changePhone}
            </button>
          </div>
        </StepForm>
      )}
    </main>
  );
}
