import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MenuSection } from '../../../src/generated/types';
import { renderSectionItems } from '../../../tests/setup/engine';
import CardRow from './index';

const section: MenuSection = { idSection: 8, idSectionType: 8, name: 'Destaques' };

const items = [
  { idContentItem: 41, idContentType: 2, text: 'Vídeo de abertura', completed: 1 },
  { idContentItem: 42, idContentType: 1, text: 'Podcast da semana', progress: 25 },
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
