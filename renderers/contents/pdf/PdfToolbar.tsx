// Page navigation (page n of N) and zoom of the PDF viewer; native buttons, so keyboard and screen
// readers work as they do everywhere, and the page number is announced when it changes.
import { documentsMessages } from '../../../src/i18n/documents';
import { canZoomIn, canZoomOut, FIT_WIDTH } from './zoom';
import * as css from './styles.css';

/** A button drawn as a symbol, named by its label. */
function IconButton({
  label,
  symbol,
  onClick,
  disabled,
}: {
  label: string;
  symbol: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button type="button" className={css.button} onClick={onClick} disabled={disabled} aria-label={label}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}

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
        <IconButton
          label={documentsMessages.previousPage}
          symbol="‹"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
        />
        <p className={css.pageOf} aria-live="polite" aria-atomic="true">
          {documentsMessages.pageOf(page, pageCount)}
        </p>
        <IconButton
          label={documentsMessages.nextPage}
          symbol="›"
          onClick={() => onPage(page + 1)}
          disabled={page >= pageCount}
        />
      </div>
      <div className={css.group}>
        <IconButton
          label={documentsMessages.zoomOut}
          symbol="−"
          onClick={onZoomOut}
          disabled={!canZoomOut(zoom)}
        />
        <output className={css.zoom} aria-label={documentsMessages.zoomLevel(Math.round(zoom * 100))}>
          {Math.round(zoom * 100)}%
        </output>
        <IconButton
          label={documentsMessages.zoomIn}
          symbol="+"
          onClick={onZoomIn}
          disabled={!canZoomIn(zoom)}
        />
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
