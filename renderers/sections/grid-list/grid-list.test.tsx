import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSectionItems, articleOfLink, testItem, testSection } from '../../../tests/setup/engine';
import GridList from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(7, { idSection: 104, name: 'Guias práticos' });

const items = [
  testItem(1014, 5, 'Como pedir reembolso', {
    description: 'Passo a passo no portal financeiro.',
    image: '/demo/capa-documento.svg',
    author: 'Financeiro',
    duration: 180,
  }),
  testItem(1015, 5, 'Agendar férias', { completed: 1 }),
];

const renderGrid = (raw: unknown[]) => renderSectionItems(GridList, section, raw);

const row = articleOfLink;

describe('grid list (section type 7)', () => {
  it('draws thumbnail, title and description rows opening /content/{id}?idSection', () => {
    renderGrid(items);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(hrefOf('Como pedir reembolso')).toBe('/content/1014?idSection=104');
    const first = row('Como pedir reembolso');
    expect(within(first).getByText('Passo a passo no portal financeiro.')).toBeTruthy();
    expect(within(first).getByText('Financeiro · 3 min')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/demo/capa-documento.svg');
  });

  it('marks completed items "Concluído"', () => {
    renderGrid(items);
    expect(within(row('Agendar férias')).getByText('Concluído')).toBeTruthy();
    expect(screen.getAllByText('Concluído')).toHaveLength(1);
  });
});
