import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderMenuOptions, testSection } from '../../../tests/setup/engine';
import Row from './index';

const section = testSection(1, { idSection: 1, name: 'Home' });
const options = [
  { text: 'Treinamentos', sectionTo: 12, image: '/img/t.jpg', imageStyle: 'tile' },
  { text: 'Eventos', sectionTo: 9, image: '/img/e.jpg', imageStyle: 'icon' },
];

const renderRow = (raw: unknown[]) => renderMenuOptions(Row, section, raw);

describe('home rows', () => {
  it('stacks every option as a row with the image left, whatever its own style', () => {
    renderRow(options);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/treinamentos/12?idSection=12',
      '/eventos/9?idSection=9',
    ]);
    expect(links.map((link) => link.dataset.imageStyle)).toEqual(['hybrid', 'hybrid']);
  });
});
