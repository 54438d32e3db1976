// 'Trocar de aplicativo' (learning-area.md 3 appsUserAccess, 4.11): the person's apps, the current one
// marked 'Atual'. Choosing another asks the server for a one-time address on that app's host and opens
// it as a new page (its own origin, its own session): the app signs in there with the link and opens
// its home. Closed during support access, with the reason said (the server refuses it too).
import { useState, type RefObject } from 'react';
import { switchApp } from '../../api/auth';
import { isApiError } from '../../api/errors';
import { appSwitchMessages as text } from '../../i18n/app-switch';
import { Modal } from '../../ui/Modal';
import { ModalFooter } from '../../ui/ModalFooter';
import { httpUrl } from '../../ui/httpUrl';
import { appIconAddress, type AppAccess } from './appIcon';
import * as css from './appSwitch.css';
import { LiveNote } from '../../ui/LiveNote';

export interface AppSwitchDialogProps {
  open: boolean;
  onClose: () => void;
  apps: readonly AppAccess[];
  currentIdApp: number;
  /** A support access is active: nothing may be chosen. */
  supporting: boolean;
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The full page navigation (window.location.assign); a test watches it instead. */
  openAddress?: (address: string) => void;
}

type Progress = { kind: 'idle' } | { kind: 'opening'; appName: string } | { kind: 'failed'; message: string };

/** The server's pt-BR refusal, or the reason a call could not be made; never a validation detail. */
const failureOf = (error: unknown) =>
  isApiError(error) && error.code !== 'invalid' ? error.message : text.failed;

export default function AppSwitchDialog({
  open,
  onClose,
  apps,
  currentIdApp,
  supporting,
  returnFocusTo,
  openAddress = (address) => window.location.assign(address),
}: AppSwitchDialogProps) {
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const opening = progress.kind === 'opening';
  const choose = async (app: AppAccess) => {
    setProgress({ kind: 'opening', appName: app.appName });
    try {
      const { address } = await switchApp(app.idApp);
      // Only a web page: the address comes from the server, but a page navigation takes no chances.
      const url = httpUrl(address, null);
      if (!url) throw new Error('not an http(s) address');
      // The page goes; "Abrindo..." stays until it does.
      openAddress(url.href);
    } catch (error) {
      setProgress({ kind: 'failed', message: failureOf(error) });
    }
  };
  const close = () => {
    if (!opening) setProgress({ kind: 'idle' });
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={text.open} returnFocusTo={returnFocusTo}>
      {supporting ? <p className={css.notice}>{text.closedDuringSupport}</p> : null}
      <ul className={css.list} aria-label={text.list}>
        {apps.map((app) => (
          <li key={app.idApp}>
            {app.idApp === currentIdApp ? (
              <div className={css.row}>
                <AppLine app={app} />
                <span className={css.badge}>{text.current}</span>
              </div>
            ) : (
              <button
                type="button"
                className={css.choice}
                disabled={supporting || opening}
                onClick={() => void choose(app)}
              >
                <AppLine app={app} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {/* Always there, so the words are announced when they come. */}
      <p role="status" className={css.status}>
        {progress.kind === 'opening' ? text.opening(progress.appName) : null}
      </p>
      <LiveNote role="alert" className={css.error}>
        {progress.kind === 'failed' && progress.message}
      </LiveNote>
      <ModalFooter onClose={close} />
    </Modal>
  );
}

function AppLine({ app }: { app: AppAccess }) {
  const icon = appIconAddress(app, window.location);
  return (
    <>
      {icon ? (
        <img className={css.icon} src={icon} alt="" width={32} height={32} />
      ) : (
        <span className={css.initial} aria-hidden="true">
          {app.appName.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className={css.names}>
        <span className={css.appName}>{app.appName}</span>
        {app.companyName && app.companyName !== app.appName ? (
          <span className={css.companyName}>{app.companyName}</span>
        ) : null}
      </span>
    </>
  );
}
