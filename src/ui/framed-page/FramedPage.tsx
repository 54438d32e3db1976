// A page of elsewhere shown inside the app (an assessment, a web chat, an embedded content page): a
// sandboxed frame whose height is kept before it loads and, when the page may be opened on its own,
// the link that opens it in a new tab (a page that refuses to be framed stays reachable).
import * as css from './FramedPage.css';

/**
 * A page of the app's own origin gets no allow-same-origin: with scripts it could lift its own sandbox
 * and reach the app (its storage, its DOM). A page elsewhere keeps its own origin (its cookies, its
 * storage), which cannot reach the app's.
 */
export function sandboxFor(url: URL, appOrigin: string = window.location.origin): string {
  const base = 'allow-scripts allow-forms allow-popups';
  return url.origin === appOrigin ? base : `${base} allow-same-origin`;
}

export interface FramedPageProps {
  /** The frame's accessible name: the page's title. */
  title: string;
  /** Only an http(s) address (src/shared-rules/web-address.ts decides): never javascript: or data:. */
  url: URL;
  /** The new-tab link's text; without it, no link (an address with a one-use token in it). */
  newTabText?: string;
  allow?: string;
  className?: string;
}

export function FramedPage({ title, url, newTabText, allow, className }: FramedPageProps) {
  return (
    <div className={className ?? css.wrapper}>
      <iframe
        title={title}
        src={url.href}
        sandbox={sandboxFor(url)}
        className={css.frame}
        allow={allow}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {newTabText ? (
        <a href={url.href} target="_blank" rel="noopener noreferrer" className={css.newTab}>
          {newTabText}
        </a>
      ) : null}
    </div>
  );
}
