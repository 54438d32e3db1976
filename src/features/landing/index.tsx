// /landing-page: the company's page embedded, a "Contato" modal and "Login" to /login?fromLP=true.
import { useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useTenant } from '../../session/tenant';
import { messages } from '../../i18n/messages';
import * as css from './landing.css';

export default function LandingPage() {
  const app = useTenant();
  const dialog = useRef<HTMLDialogElement>(null);
  if (!app.landingPage || !app.landingPageLocation) return <Navigate to="/login?fromLP=true" replace />;
  return (
    <div className={css.page}>
      <header className={css.bar}>
        {app.landingLogo || app.logo ? (
          <img className={css.logo} src={app.landingLogo ?? app.logo} alt={app.name} />
        ) : null}
        <button type="button" className={css.button} onClick={() => dialog.current?.showModal()}>
          {messages.landingContact}
        </button>
        <Link className={css.button} to="/login?fromLP=true">
          {messages.landingLogin}
        </Link>
      </header>
      <iframe
        className={css.frame}
        src={app.landingPageLocation}
        title={app.name}
        sandbox="allow-scripts allow-forms allow-popups"
      />
      <dialog ref={dialog} className={css.dialog} aria-label={messages.landingContact}>
        <h2>{messages.landingContact}</h2>
        <p>{app.landingPageContact}</p>
        <button type="button" className={css.button} onClick={() => dialog.current?.close()}>
          {messages.close}
        </button>
      </dialog>
    </div>
  );
}
