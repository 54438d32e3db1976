import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSectionItems, articleOfLink, testItem, testSection } from '../../../tests/setup/engine';
import CardPlayers from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(6, { idSection: 103, name: 'Aurora em Pauta' });

const items = [
  testItem(1010, 1, 'Metas sem ansiedade', {
    author: 'Juliana Ribeiro',
    duration: 1680,
    mediaLocation: 'https://media.aurora.test/podcasts/12.mp3',
  }),
  testItem(1011, 2, 'Bate-papo com clientes', { author: 'Comunicação Interna', duration: 300, progress: 40 }),
  testItem(1012, 5, 'Guia de rituais', { author: 'Academia de Líderes' }),
];

const renderPlayers = (raw: unknown[]) => renderSectionItems(CardPlayers, section, raw);

const card = articleOfLink;

describe('card players (section type 6)', () => {
  it('opens /content/{idContentItem}?idSection={idSection}', () => {
    renderPlayers(items);
    expect(hrefOf('Metas sem ansiedade')).toBe('/content/1010?idSection=103');
    expect(hrefOf('Bate-papo com clientes')).toBe('/content/1011?idSection=103');
  });

  it('shows "Ouvir" on audio, "Assistir" on video, nothing on other items', () => {
    renderPlayers(items);
    expect(within(card('Metas sem ansiedade')).getByText('Ouvir')).toBeTruthy();
    expect(within(card('Bate-papo com clientes')).getByText('Assistir')).toBeTruthy();
    expect(within(card('Guia de rituais')).queryByText(/Ouvir|Assistir/)).toBeNull();
  });

  it('shows author and duration', () => {
    renderPlayers(items);
    expect(within(card('Metas sem ansiedade')).getByText('Juliana Ribeiro · 28 min')).toBeTruthy();
    expect(within(card('Bate-papo com clientes')).getByText('Comunicação Interna · 5 min')).toBeTruthy();
  });

  it('keeps the link named by the title alone', () => {
    renderPlayers(items);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Metas sem ansiedade',
      'Bate-papo com clientes',
      'Guia de rituais',
    ]);
  });
});
