import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ContentItem } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { formatFileSize } from '../../../src/i18n/fileSize';
import { fileLocation } from './file';
import Download from './index';

const item: ContentItem = {
  idContentItem: 9705,
  idContentType: 18,
  text: 'Modelo de relatório de horas',
  description: 'Planilha para registrar as horas por projeto.',
  contentLocation: '/demo/media/modelo-de-relatorio-de-horas.csv',
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The HEAD request of a same-origin file, answered with `length`. */
function answerHead(length: number | null) {
  const requests: { url: string; method?: string }[] = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), method: init?.method });
    return new Response(null, {
      status: 200,
      headers: length === null ? {} : { 'content-length': String(length) },
    });
  }) as typeof fetch;
  return requests;
}

const renderDownload = (content: ContentItem) =>
  renderWithEngine(<Download item={content} idSection={251} />);

describe('download (content type 18)', () => {
  it("shows the file's name, type and size, and downloads a same-origin file with `download`", async () => {
    const requests = answerHead(2253);
    renderDownload(item);
    expect(screen.getByText('modelo-de-relatorio-de-horas.csv')).toBeTruthy();
    expect(screen.getByText('Planilha (CSV)')).toBeTruthy();
    expect(await screen.findByText('2,2 KB')).toBeTruthy();
    expect(requests).toEqual([
      { url: `${window.location.origin}/demo/media/modelo-de-relatorio-de-horas.csv`, method: 'HEAD' },
    ]);
    const link = screen.getByRole('link', { name: 'Baixar arquivo' });
    expect(link.getAttribute('download')).toBe('modelo-de-relatorio-de-horas.csv');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('leaves the size out when the server does not say it', async () => {
    answerHead(null);
    renderDownload(item);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Tamanho')).toBeNull();
  });

  it('opens a file of another origin in a new tab, without asking its size', () => {
    const requests = answerHead(1);
    renderDownload({
      ...item,
      contentLocation: undefined,
      mediaLocation: 'https://arquivos.aurora.test/marketing/apresenta%C3%A7%C3%A3o.pptx',
    });
    expect(screen.getByText('apresentação.pptx')).toBeTruthy();
    expect(screen.getByText('Apresentação (PPTX)')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Baixar arquivo' });
    expect(link.hasAttribute('download')).toBe(false);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(requests).toEqual([]);
  });

  it('says the file is not available when the item has none', () => {
    answerHead(null);
    renderDownload({ ...item, contentLocation: 'javascript:void(0)' });
    expect(screen.getByRole('status').textContent).toBe('O arquivo deste conteúdo não está disponível.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('file helpers', () => {
  it('write sizes in pt-BR', () => {
    expect(formatFileSize(175)).toBe('175 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(2253)).toBe('2,2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });

  it('name a file by the last part of its address', () => {
    expect(fileLocation('/demo/a%20b.pdf', 'https://app.test/x')).toEqual({
      href: 'https://app.test/demo/a%20b.pdf',
      name: 'a b.pdf',
      sameOrigin: true,
    });
    expect(fileLocation('https://cdn.test/f.zip', 'https://app.test/')?.sameOrigin).toBe(false);
    expect(fileLocation('', 'https://app.test/')).toBeUndefined();
  });
});
