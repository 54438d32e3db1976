// Page navigation (page n of N) and zoom of the PDF viewer; native buttons, so keyboard and screen
// readers work as they do everywhere, and the page number is announced when it changes.
import { documentsMessages } from '../../../src/i18n/documents';
import { canZoomIn, canZoomOut, FIT_WIDTH } from './zoom';
import * as css from './styles.css';

interface Props {
  page: number;
  pageCount: number;
  zoom: number;
  onPage: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
}

export function PdfToolbar({ page, pageCount, zoom, onPage, onZoomIn, onZoomOut, onFitWidth }: Props) {
  return (
    <div role="toolbar" aria-label={documentsMessages.pdfControls} className={css.toolbar}>
      <div className={css.group}>
        <button
          type="button"
          className={css.button}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label={documentsMessages.previousPage}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className={css.pageOf} aria-live="polite" aria-atomic="true">
          {documentsMessages.pageOf(page, pageCount)}
        </p>
        <button
          type="button"
          className={css.button}
          onClick={() => onPage(page + 1)}
          disabled={page >= pageCount}
          aria-label={documentsMessages.nextPage}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className={css.group}>
        <button
          type="button"
          className={css.button}
          onClick={onZoomOut}
          disabled={!canZoomOut(zoom)}
          aria-label={documentsMessages.zoomOut}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={css.zoom} aria-label={documentsMessages.zoomLevel(Math.round(zoom * 100))}>
          {Math.round(zoom * 100)}%
        </output>
        <button
          type="button"
          className={css.button}
          onClick={onZoomIn}
          disabled={!canZoomIn(zoom)}
          aria-label={documentsMessages.zoomIn}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className={css.textButton}
          onClick={onFitWidth}
          aria-pressed={zoom === FIT_WIDTH}
        >
          {documentsMessages.fitWidth}
        </button>
      </div>
    </div>
  );
}
