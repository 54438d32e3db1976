// A trail of links, the last one the current page (aria-current). Every crumb stays a link, so
// any level can be reached in one click; long titles are cut (cutTitle) and keep their full text
// as the link's name and tooltip.
import { Link, type To } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import { cutTitle } from './cutTitle';
import * as css from './breadcrumbs.css';

export interface Crumb {
  label: string;
  to: To;
}

export function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={messages.breadcrumbs} className={className ? `${css.nav} ${className}` : css.nav}>
      <ol className={css.list}>
        {crumbs.map((crumb, position) => {
          const shown = cutTitle(crumb.label);
          const cut = shown !== crumb.label.trim();
          return (
            <li key={position} className={css.item}>
              {position > 0 ? (
                <span aria-hidden="true" className={css.separator}>
                  ›
                </span>
              ) : null}
              <Link
                to={crumb.to}
                className={css.link}
                aria-current={position === crumbs.length - 1 ? 'page' : undefined}
                aria-label={cut ? crumb.label : undefined}
                title={cut ? crumb.label : undefined}
              >
                {shown}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
