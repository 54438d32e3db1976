import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSectionItems, articleOfLink, testItem, testSection } from '../../../tests/setup/engine';
import CardGrid from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(2, { idSection: 20, name: 'Cursos' });

const items = [
  testItem(31, 2, 'Boas-vindas', { image: '/img/a.jpg', completed: 1, author: 'Ana Souza', duration: 300 }),
  testItem(32, 5, 'Segurança no trabalho', { description: 'Normas e práticas', progress: 40 }),
  testItem(33, 4, 'Atendimento', { progress: 100 }),
];

const renderGrid = (raw: unknown[]) => renderSectionItems(CardGrid, section, raw);

const card = articleOfLink;

describe('card grid (section type 2)', () => {
  it('links each card to /content/{idContentItem}?idSection={idSection}', () => {
    renderGrid(items);
    expect(hrefOf('Boas-vindas')).toBe('/content/31?idSection=20');
    expect(hrefOf('Atendimento')).toBe('/content/33?idSection=20');
  });

  it('marks completed items "Concluído" and shows author and duration', () => {
    renderGrid(items);
    expect(within(card('Boas-vindas')).getByText('Concluído')).toBeTruthy();
    expect(within(card('Boas-vindas')).getByText('Ana Souza · 5 min')).toBeTruthy();
    expect(screen.getAllByText('Concluído')).toHaveLength(1);
  });

  it('shows progress only while an item is under way', () => {
    renderGrid(items);
    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(1);
    expect((bars[0] as HTMLProgressElement).value).toBe(40);
    expect(within(card('Segurança no trabalho')).getByText('Normas e práticas')).toBeTruthy();
  });
});
