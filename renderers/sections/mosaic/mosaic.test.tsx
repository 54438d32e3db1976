import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mosaicTileSizes } from '../../../src/ui/mosaic';
import { renderSectionItems, testItem, testSection } from '../../../tests/setup/engine';
import Mosaic from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(3, { idSection: 101, name: 'Mural da Cultura' });
const titles = [
  'Nossos valores',
  'Reconhecimento',
  'Um dia no time',
  'Bem-estar',
  'Voluntariado',
  'Diversidade',
];
const items = (count: number) => titles.slice(0, count).map((text, at) => testItem(1001 + at, 5, text));

const renderMosaic = (raw: unknown[]) => renderSectionItems(Mosaic, section, raw);

const tileSizes = () =>
  screen.getAllByRole('listitem').map((tile) => ({
    wide: tile.dataset.wide,
    narrow: tile.dataset.narrow,
    rows: tile.dataset.rows,
  }));

describe('mosaic (section type 3)', () => {
  it.each([1, 2, 3, 4, 5, 6])('sizes %i tiles with mosaicTileSizes', (count) => {
    renderMosaic(items(count));
    expect(tileSizes()).toEqual(
      mosaicTileSizes(count).map((size) => ({
        wide: `${size.wide}%`,
        narrow: `${size.narrow}%`,
        rows: String(size.rows),
      })),
    );
  });

  it('makes the first of more than four tiles 66.66% wide and two rows tall', () => {
    renderMosaic(items(5));
    expect(tileSizes()[0]).toEqual({ wide: '66.66%', narrow: '100%', rows: '2' });
  });

  it('links each tile to /content/{id}?idSection={idSection}', () => {
    renderMosaic(items(3));
    expect(hrefOf('Reconhecimento')).toBe('/content/1002?idSection=101');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('keeps the tile of an invalid item for its fallback', () => {
    renderMosaic([...items(2), { idContentItem: 3, idContentType: 2 }]);
    expect(screen.getByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(tileSizes()[2]).toEqual({ wide: '50%', narrow: '50%', rows: '1' });
  });
});
