// A trail of links, the last one the current page (aria-current). Every crumb stays a link, so
// any level can be reached in one click; long titles are cut (cutTitle) and keep their full text
// as the link's name (visually hidden text) and tooltip. `rules` says how short: the content app's by default, the
// learning footer's (learningTrailRules) collapse a long trail to the first crumb, a "…" button
// and the last two; the button (keyboard too) shows the whole trail and moves focus into it.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, type To } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import { cutTitle } from './cutTitle';
import { collapseTrail, CONTENT_TRAIL, type TrailRules } from './trailRules';
import * as css from './breadcrumbs.css';

export interface Crumb {
  label: string;
  to: To;
}

interface Props {
  crumbs: readonly Crumb[];
  className?: string;
  rules?: TrailRules;
}

export function Breadcrumbs({ crumbs, className, rules = CONTENT_TRAIL }: Props) {
  const list = useRef<HTMLOListElement>(null);
  // Expanded for this trail only: the next page's trail starts collapsed again.
  const trailKey = crumbs.map((crumb) => crumb.label).join('\u0000');
  const [expandedTrail, setExpandedTrail] = useState<string | null>(null);
  if (crumbs.length === 0) return null;
  const parts = collapseTrail(crumbs, expandedTrail === trailKey ? undefined : rules.collapseAbove);
  // null: the "…" button in place of the hidden crumbs.
  const shown = parts.collapsed ? [parts.first, null, ...parts.lastTwo] : parts.all;

  const expand = () => {
    // The button goes away: the first crumb it hid takes the focus, in the same event (a later
    // frame could take it from wherever the learner has gone since).
    flushSync(() => setExpandedTrail(trailKey));
    list.current?.querySelectorAll('a')[1]?.focus();
  };

  return (
    <nav aria-label={messages.breadcrumbs} className={className ? `${css.nav} ${className}` : css.nav}>
      <ol ref={list} className={css.list}>
        {shown.map((crumb, index) => {
          const label = crumb?.label ?? '';
          const text = cutTitle(label, rules.maxChars);
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
                  aria-current={index === shown.length - 1 ? 'page' : undefined}
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
                  onClick={expand}
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
