import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { validate, validateItems } from '../../../src/engine';
import type { MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import RatedTiles from './index';

const section: MenuSection = { idSection: 128, idSectionType: 48, name: 'Avalie' };
const options = [
  { text: 'Boas-vindas', sectionTo: 2, image: '/img/a.svg', rating: 4.6, numberVotes: 182 },
  { text: 'Compliance e Ética', sectionTo: 3, rating: 4.2, numberVotes: 1 },
  { text: 'Notícias & Avisos', sectionTo: 7, rating: 2.5 },
  { text: 'Bem-estar', sectionTo: 4 },
];

const renderTiles = (raw: unknown[]) =>
  renderWithEngine(
    <RatedTiles section={section} format={{}} items={validateItems(validate, 'menu-option', raw)} />,
  );

const tile = (title: string) => screen.getByRole('link', { name: title }).closest('article') as HTMLElement;

describe('rated tiles (section type 48)', () => {
  it('links each tile to /{slug}/{sectionTo}', () => {
    renderTiles(options);
    expect(screen.getByRole('link', { name: 'Boas-vindas' }).getAttribute('href')).toBe(
      '/boas-vindas/2?idSection=2',
    );
    expect(screen.getByRole('link', { name: 'Notícias & Avisos' }).getAttribute('href')).toBe(
      '/noticias-avisos/7?idSection=7',
    );
  });

  it('shows whole stars with their label, and the invitation to rate', () => {
    renderTiles(options);
    expect(within(tile('Boas-vindas')).getByRole('img', { name: 'Avaliação: 5 de 5' })).toBeTruthy();
    expect(within(tile('Compliance e Ética')).getByRole('img', { name: 'Avaliação: 4 de 5' })).toBeTruthy();
    expect(within(tile('Notícias & Avisos')).getByRole('img', { name: 'Avaliação: 3 de 5' })).toBeTruthy();
    expect(within(tile('Bem-estar')).getByRole('img', { name: 'Avaliação: 0 de 5' })).toBeTruthy();
    expect(screen.getAllByText('avalie este conteúdo')).toHaveLength(4);
  });

  it('counts the votes in pt-BR', () => {
    renderTiles(options);
    expect(within(tile('Boas-vindas')).getByText('182 avaliações')).toBeTruthy();
    expect(within(tile('Compliance e Ética')).getByText('1 avaliação')).toBeTruthy();
  });

  it('draws the option image as the tile background', () => {
    renderTiles(options);
    const image = tile('Boas-vindas').querySelector('img');
    expect(image?.getAttribute('src')).toBe('/img/a.svg');
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('says "Nenhum conteúdo disponível" without options', () => {
    renderTiles([]);
    expect(screen.getByText('Nenhum conteúdo disponível')).toBeTruthy();
  });
});
