// The footer that leads from one page of a sequence to the one before and the one after (a course's
// contents, an evaluation's items): links, so each page keeps its own address. A next page the
// learner may not open yet stays in view, disabled, with the reason under it.
import { Link } from 'react-router-dom';
import * as buttons from '../buttons.css';
import * as css from './NextPage.css';

export interface PageLink {
  to: string;
  text: string;
}

export interface NextPageProps {
  /** The footer's accessible name ("Anterior / Próximo conteúdo"). */
  label: string;
  previous?: PageLink;
  /** With `blockedHint`, the next page is shown disabled and the hint says why. */
  next?: PageLink & { blockedHint?: string };
}

export function NextPage({ label, previous, next }: NextPageProps) {
  if (!previous && !next) return null;
  return (
    <nav className={css.footer} aria-label={label}>
      {previous ? (
        <Link to={previous.to} className={buttons.secondary}>
          {previous.text}
        </Link>
      ) : (
        <span />
      )}
      {next && !next.blockedHint ? (
        <Link to={next.to} className={buttons.primary}>
          {next.text}
        </Link>
      ) : null}
      {next?.blockedHint ? (
        <>
          <button type="button" className={`${buttons.primary} ${css.blocked}`} disabled>
            {next.text}
          </button>
          <p className={css.hint}>{next.blockedHint}</p>
        </>
      ) : null}
    </nav>
  );
}
