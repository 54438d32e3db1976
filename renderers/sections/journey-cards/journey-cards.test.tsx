import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSectionItems, articleOfLink, testItem, testSection } from '../../../tests/setup/engine';
import JourneyCards from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(45, { idSection: 126, name: 'Trilhas' });

const journeys = [
  testItem(51, 15, 'Comunicação clara', { image: '/img/a.svg', progress: 80 }),
  testItem(52, 22, 'Negociação consultiva', { progress: 100, completed: 1 }),
  testItem(53, 23, 'Bem-estar e produtividade', { progress: 0 }),
];

const renderCards = (raw: unknown[], type = 45) =>
  renderSectionItems(JourneyCards, { ...section, idSectionType: type }, raw);

const card = articleOfLink;

describe('journey cards (section types 45 and 58)', () => {
  it.each([45, 58])('type %i draws a card per journey, opening its content page', (type) => {
    renderCards(journeys, type);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(hrefOf('Comunicação clara')).toBe('/content/51?idSection=126');
  });

  it('shows progress under way and "Concluído" on finished journeys', () => {
    renderCards(journeys);
    const bar = within(card('Comunicação clara')).getByRole('progressbar') as HTMLProgressElement;
    expect(bar.value).toBe(80);
    expect(within(card('Negociação consultiva')).getByText('Concluído')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });
});
