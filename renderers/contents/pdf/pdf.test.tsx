// pdf.js needs a canvas and a worker, which jsdom has not: react-pdf is replaced by a stand-in that
// answers like it (load success with a page count, or the error element). The real drawing under the
// CSP is covered by tests/e2e/documents.spec.ts.
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ContentItem } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import PdfViewer from './index';
import { nextZoom, previousZoom } from './zoom';

const pdf = vi.hoisted(() => ({ outcome: 'loaded' as 'loaded' | 'failed' | 'loading', pages: 3 }));

vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document({
    file,
    options,
    loading,
    error,
    onLoadSuccess,
    onLoadError,
    children,
  }: {
    file: string;
    options: Record<string, unknown>;
    loading: ReactNode;
    error: ReactNode;
    onLoadSuccess: (pdf: { numPages: number }) => void;
    onLoadError: (error: Error) => void;
    children: ReactNode;
  }) {
    useEffect(() => {
      if (pdf.outcome === 'loaded') onLoadSuccess({ numPages: pdf.pages });
      if (pdf.outcome === 'failed') onLoadError(new Error('Invalid PDF structure.'));
      // oxlint-disable-next-line react-hooks/exhaustive-deps -- once per document, as react-pdf does
    }, [file]);
    if (pdf.outcome === 'loading') return <>{loading}</>;
    if (pdf.outcome === 'failed') return <>{error}</>;
    return (
      <div data-file={file} data-options={JSON.stringify(options)}>
        {children}
      </div>
    );
  },
  Page: ({ pageNumber, width }: { pageNumber: number; width?: number }) => (
    <div data-testid="page" data-page={pageNumber} data-width={width ?? ''} />
  ),
}));

const item: ContentItem = {
  idContentItem: 9701,
  idContentType: 25,
  text: 'Manual de segurança da informação',
  contentLocation: '/demo/media/manual-de-seguranca-da-informacao.pdf',
};

afterEach(() => {
  pdf.outcome = 'loaded';
  pdf.pages = 3;
  vi.restoreAllMocks();
});

const shownPage = () => screen.getByTestId('page').getAttribute('data-page');

describe('PDF viewer (content type 25)', () => {
  it('says "Carregando PDF..." while its chunk and then the document load', async () => {
    pdf.outcome = 'loading';
    renderWithEngine(<PdfViewer item={item} idSection={251} />);
    expect(screen.getByRole('status').textContent).toBe('Carregando PDF...');
    await act(() => import('./PdfViewer'));
    expect(screen.getByRole('status').textContent).toBe('Carregando PDF...');
  });

  it('says "Erro ao carregar PDF" when the file is not a PDF, and logs why', async () => {
    pdf.outcome = 'failed';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithEngine(<PdfViewer item={item} idSection={251} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao carregar PDF');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('says "Erro ao carregar PDF" for an item without a file', async () => {
    renderWithEngine(<PdfViewer item={{ ...item, contentLocation: undefined }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao carregar PDF');
  });

  it('reads its own file, with WebAssembly and eval off', async () => {
    const { container } = renderWithEngine(<PdfViewer item={item} />);
    await screen.findByTestId('page');
    const document = container.querySelector('[data-file]') as HTMLElement;
    expect(document.dataset.file).toBe('/demo/media/manual-de-seguranca-da-informacao.pdf');
    expect(JSON.parse(document.dataset.options ?? '{}')).toMatchObject({
      useWasm: false,
      isEvalSupported: false,
    });
  });

  it('moves between pages: "Página n de N", previous and next disabled at the ends', async () => {
    renderWithEngine(<PdfViewer item={item} />);
    await screen.findByRole('toolbar', { name: 'Controles do documento' });
    const previous = screen.getByRole('button', { name: 'Página anterior' });
    const next = screen.getByRole('button', { name: 'Próxima página' });
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(shownPage()).toBe('1');
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(next);
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    expect(shownPage()).toBe('2');
    fireEvent.click(next);
    expect(shownPage()).toBe('3');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(previous);
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
  });

  it('zooms in and out by steps and goes back to the width with "Ajustar à largura"', async () => {
    renderWithEngine(<PdfViewer item={item} />);
    await screen.findByRole('toolbar', { name: 'Controles do documento' });
    const fit = screen.getByRole('button', { name: 'Ajustar à largura' });
    expect(fit.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar zoom' }));
    expect(screen.getByText('125%')).toBeTruthy();
    expect(fit.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Diminuir zoom' }));
    expect(screen.getByText('75%')).toBeTruthy();
    fireEvent.click(fit);
    expect(screen.getByText('100%')).toBeTruthy();
  });
});

describe('zoom steps', () => {
  it('stop at 50% and 300%', () => {
    expect(nextZoom(1)).toBe(1.25);
    expect(nextZoom(3)).toBe(3);
    expect(previousZoom(1)).toBe(0.75);
    expect(previousZoom(0.5)).toBe(0.5);
  });
});
