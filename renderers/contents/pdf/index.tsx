// Content type 25: the PDF viewer (content-app.md 2.6): "Carregando PDF..." while it loads, "Erro ao
// carregar PDF" when it fails. react-pdf and pdf.js (about 190 KB gzipped) come in a chunk of their
// own, loaded when a PDF is opened: importing pdf.js runs browser-only code at once (it extends the
// global Iterator), so the registry can load this renderer anywhere, and the learner already reads
// "Carregando PDF..." while the chunk arrives.
import { lazy, Suspense } from 'react';
import type { ContentRendererProps } from '../../../src/engine';
import { PdfLoading } from './PdfMessages';

const PdfViewer = lazy(() => import('./PdfViewer'));

export default function Pdf(props: ContentRendererProps) {
  return (
    <Suspense fallback={<PdfLoading />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}
