// The spec's two states of the PDF viewer (content-app.md 2.6 and 8).
import { documentsMessages } from '../../../src/i18n/documents';
import * as css from './styles.css';

export function PdfError() {
  return (
    <p role="alert" className={css.message}>
      {documentsMessages.pdfError}
    </p>
  );
}

export function PdfLoading() {
  return (
    <p role="status" aria-live="polite" className={css.message}>
      {documentsMessages.pdfLoading}
    </p>
  );
}
