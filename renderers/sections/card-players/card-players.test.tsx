import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MenuSection } from '../../../src/generated/types';
import { renderSectionItems, articleOfLink } from '../../../tests/setup/engine';
import CardPlayers from './index';

const section: MenuSection = { idSection: 103, idSectionType: 6, name: 'Aurora em Pauta' };

const items = [
  {
    idContentItem: 1010,
    idContentType: 1,
    text: 'Metas sem ansiedade',
    author: 'Juliana Ribeiro',
    duration: 1680,
    mediaLocation: 'https://media.aurora.test/podcasts/12.mp3',
  },
  {
    idContentItem: 1011,
    idContentType: 2,
    text: 'Bate-papo com clientes',
    author: 'Comunicação Interna',
    duration: 300,
    progress: 40,
  },
  { idContentItem: 1012, idContentType: 5, text: 'Guia de rituais', author: 'Academia de Líderes' },
];

const renderPlayers = (raw: unknown[]) => renderSectionItems(CardPlayers, section, raw);

const card = articleOfLink;

describe('card players (section type 6)', () => {
  it('opens /content/{idContentItem}?idSection={idSection}', () => {
    renderPlayers(items);
    expect(screen.getByRole('link', { name: 'Metas sem ansiedade' }).getAttribute('href')).toBe(
      '/content/1010?idSection=103',
    );
    expect(screen.getByRole('link', { name: 'Bate-papo com clientes' }).getAttribute('href')).toBe(
      '/content/1011?idSection=103',
    );
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
