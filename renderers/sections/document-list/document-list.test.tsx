import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MenuSection } from '../../../src/generated/types';
import { renderSectionItems, articleOfLink } from '../../../tests/setup/engine';
import DocumentList from './index';

const section: MenuSection = { idSection: 129, idSectionType: 61, name: 'Documentos' };

const documents = [
  {
    idContentItem: 71,
    idContentType: 25,
    text: 'Código de Conduta',
    contentLocation: '/demo/codigo-de-conduta.pdf',
  },
  {
    idContentItem: 74,
    idContentType: 18,
    text: 'Planilha de reembolso',
    contentLocation: 'https://arquivos.test/planilha-de-reembolso.xlsx?v=3',
  },
  {
    idContentItem: 75,
    idContentType: 18,
    text: 'Apresentação institucional',
    mediaLocation: 'https://a.test/x.pptx',
  },
  { idContentItem: 76, idContentType: 25, text: 'Guia sem endereço' },
  {
    idContentItem: 77,
    idContentType: 18,
    text: 'Modelo técnico',
    contentLocation: 'https://a.test/planta.dwg',
  },
];

const renderList = (raw: unknown[]) => renderSectionItems(DocumentList, section, raw);

const row = articleOfLink;

describe('document list (section type 61)', () => {
  it('links each document to its content page /content/{idContentItem}', () => {
    renderList(documents);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/content/71?idSection=129',
      '/content/74?idSection=129',
      '/content/75?idSection=129',
      '/content/76?idSection=129',
      '/content/77?idSection=129',
    ]);
  });

  it('labels the file type from the extension of its address', () => {
    renderList(documents);
    expect(within(row('Código de Conduta')).getByText('Documento PDF')).toBeTruthy();
    expect(within(row('Código de Conduta')).getByText('PDF')).toBeTruthy();
    expect(within(row('Planilha de reembolso')).getByText('Planilha')).toBeTruthy();
    expect(within(row('Planilha de reembolso')).getByText('XLSX')).toBeTruthy();
    expect(within(row('Apresentação institucional')).getByText('Apresentação')).toBeTruthy();
    expect(within(row('Guia sem endereço')).getByText('Documento PDF')).toBeTruthy();
    expect(within(row('Modelo técnico')).getByText('Arquivo')).toBeTruthy();
    expect(within(row('Modelo técnico')).getByText('DWG')).toBeTruthy();
  });
});
