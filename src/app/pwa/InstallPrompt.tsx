// content-app.md 4, PWA prompt: on a phone, in the browser, for a user whose login info says askPWA 1,
// the app offers to install itself when the browser can (beforeinstallprompt), and on iOS Safari, which
// cannot, tells how. Either answer sets askPWA to 0 on the server (PUT /users/editField/{idUser}), and in
// the stored session, so it is not asked again. A lazy module: the home mounts it (router.tsx), and the
// home's prompt sequence takes it in turn through onDone.
import { useEffect, useRef, useState } from 'react';
import { editField } from '../../api/profile';
import { currentSession, updateLogin, useMenuData } from '../../session';
import { useTenant } from '../../session/tenant';
import { Modal } from '../../ui/Modal';
import { currentInstallOffer, keepInstallOffer, type InstallOffer } from './install-event';
import { installMessages as text } from './messages';
import { isIosSafari, isStandalone, MOBILE_QUERY } from './platform';
import * as css from './InstallPrompt.css';

/** How long a browser that can install gets to offer it before the prompt gives its turn away. */
export const OFFER_WAIT_MS = 10_000;

interface Props {
  /**
   * Called once, when the prompt is over: answered, or nothing to ask (askPWA 0, installed, a desktop,
   * a browser that offered nothing within OFFER_WAIT_MS).
   */
  onDone: () => void;
}

/** Either answer: never asked again, on the server and in this browser's session. */
async function stopAsking(idUser: number) {
  try {
    await editField(idUser, 'askPWA', 0);
    const session = currentSession();
    if (session) updateLogin({ loginInfo: { ...session.loginInfo, askPWA: 0 } });
  } catch (error) {
    // Offline or refused: asked again at the next visit, nothing else lost.
    console.warn('[pwa] askPWA not saved', error);
  }
}

export default function InstallPrompt({ onDone }: Props) {
  const loginInfo = useMenuData()?.loginInfo;
  const appName = useTenant().name;
  const [offer, setOffer] = useState<InstallOffer | null>(currentInstallOffer);
  const [answered, setAnswered] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const ios = isIosSafari();
  const applies = loginInfo?.askPWA === 1 && !isStandalone() && matchMedia(MOBILE_QUERY).matches;
  const canOffer = ios || 'onbeforeinstallprompt' in window;

  // onDone once, whichever way the prompt ends (the caller's latest callback).
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const finished = useRef(false);
  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    done.current();
  };

  useEffect(() => keepInstallOffer(setOffer), []);
  useEffect(() => {
    if (!applies || !canOffer || (!ios && gaveUp && !offer)) finish();
  });
  useEffect(() => {
    if (!applies || ios || offer) return;
    const timer = setTimeout(() => setGaveUp(true), OFFER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [applies, ios, offer]);

  if (!applies || !canOffer || !loginInfo || answered) return null;
  const answer = async (install: boolean) => {
    setAnswered(true);
    if (install && offer) {
      await offer.prompt();
      await offer.userChoice.catch(() => undefined);
    }
    await stopAsking(loginInfo.idUser);
    finish();
  };

  if (ios)
    return (
      <section className={css.banner} aria-label={text.iosRegion}>
        <p className={css.bannerText}>{text.iosSteps(appName)}</p>
        <button type="button" className={css.primary} onClick={() => void answer(false)}>
          {text.iosDone}
        </button>
      </section>
    );
  if (!offer || gaveUp) return null;
  return (
    <Modal open onClose={() => void answer(false)} title={text.title}>
      <p className={css.text}>{text.offer(appName)}</p>
      <div className={css.actions}>
        {/* First: showModal() focuses it, so Enter never installs by accident. */}
        <button type="button" className={css.secondary} onClick={() => void answer(false)}>
          {text.notNow}
        </button>
        <button type="button" className={css.primary} onClick={() => void answer(true)}>
          {text.install}
        </button>
      </div>
    </Modal>
  );
}
