// One embedded page of a journey. A page of the app's own origin (the tenant's /demo/ pages) is
// framed with allow-same-origin and without scripts, so the viewer can read its document and scroll it
// to a part's anchor while the page itself runs nothing. A page of another origin keeps its scripts
// and its own origin (the sandbox still stops it from navigating the app) and is shown from its top.
import { useEffect, useRef, useState } from 'react';
import { journeysMessages as text } from '../../i18n/journeys';
import * as css from './styles.css';

const sameOriginSandbox = 'allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
const otherOriginSandbox = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * Scrolls the frame's own document (not the app) so the element whose id is `anchor` is at its top.
 * False when the document cannot be read (another origin) or holds no such element.
 */
export function scrollFrameTo(frame: HTMLIFrameElement | null, anchor: string): boolean {
  let document: Document | null = null;
  try {
    document = frame?.contentDocument ?? null;
  } catch {
    document = null;
  }
  const target = document?.getElementById(anchor);
  const view = document?.defaultView;
  if (!target || !view) return false;
  view.scrollTo({ top: target.getBoundingClientRect().top + view.scrollY, behavior: 'auto' });
  return true;
}

interface Props {
  url: string;
  anchor?: string;
  sameOrigin: boolean;
  title: string;
}

export function JourneyFrame({ url, anchor, sameOrigin, title }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Counts loads: the first may be the frame's initial about:blank, and a page reloaded by the
  // learner must be scrolled again; a boolean would not change the second time.
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    if (loads > 0 && anchor) scrollFrameTo(frame.current, anchor);
  }, [loads, anchor]);
  return (
    <div className={css.frameBox}>
      <iframe
        ref={frame}
        src={url}
        title={title}
        className={css.frame}
        sandbox={sameOrigin ? sameOriginSandbox : otherOriginSandbox}
        onLoad={() => setLoads((count) => count + 1)}
      />
      <a
        href={anchor ? `${url}#${encodeURIComponent(anchor)}` : url}
        target="_blank"
        rel="noopener noreferrer"
        className={css.newTab}
      >
        {text.frameNewTab}
      </a>
    </div>
  );
}
