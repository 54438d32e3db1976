import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mosaicTileSizes } from '../../../src/ui/mosaic';
import { renderMenuOptions, testSection } from '../../../tests/setup/engine';
import Mosaic from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(1, { idSection: 1, name: 'Home' });
const names = ['Treinamentos', 'Notícias', 'Eventos', 'Biblioteca', 'Podcasts', 'Comunidade'];
const options = (count: number) => names.slice(0, count).map((text, at) => ({ text, sectionTo: 10 + at }));

const renderMosaic = (raw: unknown[]) => renderMenuOptions(Mosaic, section, raw);

const tileSizes = () =>
  screen.getAllByRole('listitem').map((tile) => ({
    wide: tile.dataset.wide,
    narrow: tile.dataset.narrow,
    rows: tile.dataset.rows,
  }));

describe('home mosaic', () => {
  it.each([1, 2, 3, 4, 6])('sizes %i tiles with mosaicTileSizes', (count) => {
    renderMosaic(options(count));
    const expected = mosaicTileSizes(count).map((size) => ({
      wide: `${size.wide}%`,
      narrow: `${size.narrow}%`,
      rows: String(size.rows),
    }));
    expect(tileSizes()).toEqual(expected);
  });

  it('turns the percentages into grid spans of 12 columns', () => {
    renderMosaic(options(6));
    const [first, second] = screen.getAllByRole('listitem');
    // Six tiles pair up under 768 px: the first is featured only on wide screens.
    expect(Object.values(first!.style).map((name) => first!.style.getPropertyValue(name))).toEqual([
      '8',
      '6',
      '2',
    ]);
    expect(Object.values(second!.style).map((name) => second!.style.getPropertyValue(name))).toEqual([
      '4',
      '6',
      '1',
    ]);
  });

  it('links each tile like the menu map', () => {
    renderMosaic(options(3));
    expect(hrefOf('Notícias')).toBe('/noticias/11?idSection=11');
  });

  it('keeps the slot of an invalid option for its fallback', () => {
    renderMosaic([...options(2), { sectionTo: 3 }]);
    expect(screen.getByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(tileSizes()[2]).toEqual({ wide: '50%', narrow: '50%', rows: '1' });
  });
});
