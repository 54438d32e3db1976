// The onboarding modal (learning-area.md 4.12) and the content app's onboarding frame (content-app.md
// 2.1 "optional onboarding frame", "shown after terms when configured"): one dialog for both, with the
// tenant's page in a frame. 'Concluir' records it finished (POST /users/onboarding) and it never shows
// again; 'Ver depois', Escape or a click outside closes it until the next sign-in. A page that fails
// to load is said in words and never holds the app: both buttons work whatever the frame does.
import { useRef } from 'react';
import { finishOnboarding } from '../../api/onboarding';
import { Loading } from '../../engine';
import { onboardingMessages as text } from '../../i18n/onboarding';
import * as buttons from '../../ui/buttons.css';
import { Modal } from '../../ui/Modal';
import { PendingNotice } from '../../ui/PendingNotice';
import * as footer from '../../ui/ModalFooter.css';
import * as css from './onboarding.css';
import { useFramePage } from './useFramePage';
import { httpUrl } from '../../ui/httpUrl';
import { messageOr, usePendingAction } from '../../ui/usePendingAction';
import { LiveNote } from '../../ui/LiveNote';

interface Props {
  url: URL;
  /** Recorded on the server: the session's login info is to ask no more. */
  onFinished: () => void;
  onLater: () => void;
}

/**
 * The page runs sandboxed: on the app's own origin without it (allow-same-origin), so a tenant page's
 * script never reads the session kept in the app's storage; another origin keeps its own storage.
 */
const sandboxOf = (url: URL) =>
  [
    'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
    url.origin === window.location.origin ? '' : 'allow-same-origin',
  ]
    .join(' ')
    .trim();

/** The login info's page, used only as an http(s) address or a path of the app; anything else: nothing. */
export default function OnboardingDialogOf({ address, ...props }: Omit<Props, 'url'> & { address: string }) {
  const url = httpUrl(address);
  return url ? <OnboardingDialog url={url} {...props} /> : null;
}

function OnboardingDialog({ url, onFinished, onLater }: Props) {
  const [page, failed] = useFramePage(url);
  const { pending: finishing, failure, run } = usePendingAction(messageOr(text.finishFailed));
  // Focus starts at the top of the dialog, not inside the frame: a key pressed in the frame's page is
  // that page's, Escape included (Tab leads on from it to the buttons).
  const start = useRef<HTMLDivElement>(null);
  const finish = () =>
    run(async () => {
      await finishOnboarding();
      onFinished();
    });
  return (
    <Modal open onClose={onLater} title={text.title} className={css.dialog} initialFocus={start}>
      <div ref={start} tabIndex={-1} className={css.body} data-onboarding="">
        {page === 'checking' ? <Loading text={text.loading} /> : null}
        <LiveNote role="alert" className={css.message}>
          {page === 'failed' && text.loadFailed}
        </LiveNote>
        {page === 'ready' ? (
          <iframe
            src={url.href}
            title={text.frameTitle}
            className={css.frame}
            sandbox={sandboxOf(url)}
            referrerPolicy="strict-origin-when-cross-origin"
            onError={failed}
          />
        ) : null}
      </div>
      <PendingNotice
        failure={failure}
        pending={finishing}
        pendingText={text.finishing}
        className={css.message}
      />
      <div className={footer.footer}>
        <button type="button" className={buttons.secondary} onClick={onLater}>
          {text.later}
        </button>
        <button type="button" className={buttons.primary} onClick={() => void finish()} disabled={finishing}>
          {text.finish}
        </button>
      </div>
    </Modal>
  );
}
