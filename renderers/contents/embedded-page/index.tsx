// Content type 4, the embedded web page (content-app.md 2.6): the content's page (contentLocation) in a
// sandboxed frame, with a token appended as `token=` so the page can sign the learner in: a link token
// (minutes of life, one use), never the session token, which would be left in the page's history and
// logs.
// Without a usable address there is nothing to show: the viewer goes back (to the section when the
// content was opened directly).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ContentRendererProps } from '../../../src/engine';
import { useLinkToken } from '../../../src/api/useLinkToken';
import { useMenuData } from '../../../src/session';
import { articlesMessages as text } from '../../../src/i18n/articles';
import { messages } from '../../../src/i18n/messages';
import { httpUrl, withToken } from '../../../src/ui/httpUrl';
import { sectionPath } from '../../../src/paths/paths';
import * as css from './styles.css';
import { FramedPage } from '../../../src/ui/framed-page';

export default function EmbeddedPage({ item, idSection }: ContentRendererProps) {
  const signedIn = Boolean(useMenuData()?.token);
  const location = httpUrl(item.contentLocation);
  // One link token per opening: a renewed session does not reload the frame (and lose its state).
  const token = useLinkToken('embedded-page', signedIn && location !== null);
  if (!location) return <GoBack idSection={idSection} />;
  if (token === undefined)
    return (
      <p role="status" className={css.status}>
        {messages.loading}
      </p>
    );
  const src = withToken(location, token);
  return (
    // No new-tab link: the address carries a one-use link token, which the frame has used.
    <FramedPage title={item.text} url={src} allow="fullscreen" className={css.wrapper} />
  );
}

/** Back where the learner came from; opened directly (no history in the app), to the section. */
function GoBack({ idSection }: { idSection?: number }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const menu = useMenuData()?.menu;
  const done = useRef(false);
  useEffect(() => {
    // Once, even when effects run twice (StrictMode): two steps back would leave the app.
    if (done.current) return;
    done.current = true;
    // React Router names the first entry of its history "default": nothing of the app to go back to.
    if (key !== 'default') return void navigate(-1);
    const section = menu?.find((entry) => entry.idSection === idSection);
    void navigate(section ? sectionPath(section.name, section.idSection) : '/', { replace: true });
  }, [key, menu, idSection, navigate]);
  return (
    <p role="status" className={css.status}>
      {text.goingBack}
    </p>
  );
}
