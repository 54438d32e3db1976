import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSectionItems, testItem, testSection } from '../../../tests/setup/engine';
import CardRow from './index';

const section = testSection(8, { idSection: 8, name: 'Destaques' });

const items = [
  testItem(41, 2, 'Vídeo de abertura', { completed: 1 }),
  testItem(42, 1, 'Podcast da semana', { progress: 25 }),
];

const renderRow = (raw: unknown[]) => renderSectionItems(CardRow, section, raw);

describe('single-line card list (section type 8)', () => {
  it('draws the cards in one keyboard-scrollable region named after the section', () => {
    renderRow(items);
    const region = screen.getByRole('region', { name: 'Destaques' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('link', { name: 'Podcast da semana' }).getAttribute('href')).toBe(
      '/content/42?idSection=8',
    );
    expect(within(region).getByText('Concluído')).toBeTruthy();
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  });
});
