// A trail of links, the last one the current page (aria-current). Every crumb stays a link, so
// any level can be reached in one click; long titles are cut at `maxChars` (cutTitle) and keep
// their full text as the link's name (visually hidden text) and tooltip. A `null` crumb is the "…"
// button of a collapsed trail (RuledTrail, the learning footer's rules, decides when and expands it):
// the content app's trail never collapses, so the first paint carries no collapse logic.
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import type { Crumb } from '../../paths/crumb';
import { BREADCRUMB_MAX_CHARS, cutTitle } from './cutTitle';
import * as css from './breadcrumbs.css';

export type { Crumb };

interface Props {
  /** null: the "…" button in place of the crumbs a collapsed trail hides. */
  crumbs: readonly (Crumb | null)[];
  className?: string;
  maxChars?: number;
  onExpand?: () => void;
  listRef?: Ref<HTMLOListElement>;
}

export function Breadcrumbs({
  crumbs,
  className,
  maxChars = BREADCRUMB_MAX_CHARS,
  onExpand,
  listRef,
}: Props) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={messages.breadcrumbs} className={className ? `${css.nav} ${className}` : css.nav}>
      <ol ref={listRef} className={css.list}>
        {crumbs.map((crumb, index) => {
          const label = crumb?.label ?? '';
          const text = cutTitle(label, maxChars);
          const cut = text !== label.trim();
          return (
            <li key={index} className={css.item}>
              {index > 0 ? (
                <span aria-hidden="true" className={css.separator}>
                  ›
                </span>
              ) : null}
              {crumb ? (
                <Link
                  to={crumb.to}
                  className={css.link}
                  aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                  title={cut ? label : undefined}
                >
                  {cut ? (
                    // The name is the whole title, read from text rather than an aria-label that
                    // would not contain the visible (cut) words (WCAG 2.5.3, axe label-content-name-mismatch).
                    <>
                      <span aria-hidden="true">{text}</span>
                      <span className="visually-hidden">{label}</span>
                    </>
                  ) : (
                    text
                  )}
                </Link>
              ) : (
                <button
                  type="button"
                  className={css.expand}
                  aria-label={messages.breadcrumbsExpand}
                  title={messages.breadcrumbsExpand}
                  onClick={onExpand}
                >
                  …
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
