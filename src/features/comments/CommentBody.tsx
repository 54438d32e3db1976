// A comment's text (learning-area.md 4.10): the server's sanitised HTML, held again to the comments'
// profile (b, i, u, a, p, br) and sanitised by SafeHtml on its way to the page (links open in a new tab
// without the app's window), collapsed after 3 lines with a 'Ver mais' toggle when it is longer. Whether it
// is longer is measured on the clamped box (and again when the drawer's width changes it); a new text
// is a new body (keyed by it).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { commentMessages as text } from '../../i18n/comments';
import { SafeHtml } from '../../ui/safe-html';
import { commentHtml } from './commentText';
import * as css from './comments.css';

/** The clamped box hides lines: its content is taller than what it shows. */
export const isClamped = (box: { scrollHeight: number; clientHeight: number }) =>
  box.scrollHeight > box.clientHeight + 1;

export function CommentBody({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const [longer, setLonger] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  const clean = useMemo(() => commentHtml(html), [html]);
  useEffect(() => {
    const element = box.current;
    // Measured while clamped only: opened, the toggle stays to close it again.
    if (!element || expanded) return;
    const measure = () => setLonger(isClamped(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);
  return (
    <>
      <div ref={box} id={id} className={expanded ? css.text : `${css.text} ${css.clamped}`}>
        <SafeHtml html={clean} className={css.html} />
      </div>
      {longer || expanded ? (
        <button
          type="button"
          className={css.linkButton}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? text.seeLess : text.seeMore}
        </button>
      ) : null}
    </>
  );
}
