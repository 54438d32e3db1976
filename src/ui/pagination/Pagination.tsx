// Page numbers for the learning area's lists: "Página anterior", one button per page (the current one
// marked aria-current="page"), "Próxima página". Native buttons in a named navigation landmark: the
// browser's own focus order is the right one here, nothing for react-aria to add.
import { widgetMessages } from '../../i18n/widgets';
import { pageWindow } from './pageWindow';
import * as css from './Pagination.css';

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={widgetMessages.pagination} className={css.nav}>
      <button type="button" className={css.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {widgetMessages.previousPage}
      </button>
      <ol className={css.pages}>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={css.gap}>
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                className={css.button}
                aria-label={widgetMessages.page(entry)}
                aria-current={entry === page ? 'page' : undefined}
                onClick={() => onPage(entry)}
              >
                {entry}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className={css.button}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {widgetMessages.nextPage}
      </button>
    </nav>
  );
}
