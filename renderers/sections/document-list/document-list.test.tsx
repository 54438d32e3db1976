import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSectionItems, articleOfLink, testItem, testSection } from '../../../tests/setup/engine';
import DocumentList from './index';

const section = testSection(61, { idSection: 129, name: 'Documentos' });

const documents = [
  testItem(71, 25, 'Código de Conduta', { contentLocation: '/demo/codigo-de-conduta.pdf' }),
  testItem(74, 18, 'Planilha de reembolso', {
    contentLocation: 'https://arquivos.test/planilha-de-reembolso.xlsx?v=3',
  }),
  testItem(75, 18, 'Apresentação institucional', { mediaLocation: 'https://a.test/x.pptx' }),
  testItem(76, 25, 'Guia sem endereço'),
  testItem(77, 18, 'Modelo técnico', { contentLocation: 'https://a.test/planta.dwg' }),
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
