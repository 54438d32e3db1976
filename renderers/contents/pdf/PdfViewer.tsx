// The viewer itself, with react-pdf and pdf.js (see index.tsx for why it is a chunk of its own).
// The pdf.js worker is bundled with the app (worker-src 'self'), and nothing is fetched from
// elsewhere: no cMaps, standard fonts or wasm addresses are given (pdf.js then uses system fonts),
// and WebAssembly is off (compiling it would need 'wasm-unsafe-eval'). Page n of N, zoom and fit to
// width; a text layer for selection and screen readers (its CSS is bundled in this chunk's stylesheet).
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import type { ContentRendererProps } from '../../../src/engine';
import { documentsMessages } from '../../../src/i18n/documents';
import { PdfError, PdfLoading } from './PdfMessages';
import { PdfToolbar } from './PdfToolbar';
import { FIT_WIDTH, nextZoom, previousZoom } from './zoom';
import { useElementWidth } from './useElementWidth';
import * as css from './styles.css';

// In this module, as react-pdf asks: set anywhere else, its default could win.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;

// Outside the component: a new object each render would reload the document.
const documentOptions = {
  useWasm: false,
  // pdf.js 6 has no eval-based code left (the option is gone); kept so an older one would not eval.
  isEvalSupported: false,
  enableXfa: false,
};

export default function PdfViewer({ item }: ContentRendererProps) {
  const file = item.contentLocation ?? item.mediaLocation;
  const [pageCount, setPageCount] = useState<number>();
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(FIT_WIDTH);
  const [frame, width] = useElementWidth<HTMLDivElement>();

  if (!file) return <PdfError />;
  return (
    <section className={css.viewer} aria-label={documentsMessages.pdfViewer}>
      {pageCount ? (
        <PdfToolbar
          page={page}
          pageCount={pageCount}
          zoom={zoom}
          onPage={setPage}
          onZoomIn={() => setZoom(nextZoom)}
          onZoomOut={() => setZoom(previousZoom)}
          onFitWidth={() => setZoom(FIT_WIDTH)}
        />
      ) : null}
      <div ref={frame} className={css.frame}>
        <Document
          file={file}
          options={documentOptions}
          loading={<PdfLoading />}
          error={<PdfError />}
          onLoadSuccess={({ numPages }) => {
            setPageCount(numPages);
            setPage((current) => Math.min(current, numPages));
          }}
          onLoadError={(error) => console.warn('PDF not loaded', file, error)}
          className={css.document}
        >
          <Page
            pageNumber={page}
            width={width ? Math.round(width * zoom) : undefined}
            renderAnnotationLayer={false}
            loading={<PdfLoading />}
            error={<PdfError />}
            className={css.page}
          />
        </Document>
      </div>
    </section>
  );
}
