import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderMenuOptions, testSection } from '../../../tests/setup/engine';
import MenuMap from './index';

const section = testSection(1, { idSection: 1, name: 'Mapa' });

const options = [
  { text: 'Treinamentos', sectionTo: 12, image: '/img/treinamentos.jpg' },
  { text: 'Notícias & Avisos', sectionTo: 7, image: '/img/noticias.svg', imageStyle: 'icon' },
  { text: 'Eventos', sectionTo: 9, imageStyle: 'hybrid', color: '#0f766e' },
  { text: 'Biblioteca', sectionTo: 4, image: '/img/biblioteca.jpg', showText: false },
];

const renderMap = (raw: unknown[]) => renderMenuOptions(MenuMap, section, raw);

const link = (name: string) => screen.getByRole('link', { name });

describe('menu map (section type 1)', () => {
  it('links each tile to /{slug-of-text}/{sectionTo}?idSection={sectionTo}', () => {
    renderMap(options);
    expect(link('Treinamentos').getAttribute('href')).toBe('/treinamentos/12?idSection=12');
    expect(link('Notícias & Avisos').getAttribute('href')).toBe('/noticias-avisos/7?idSection=7');
    expect(link('Eventos').getAttribute('href')).toBe('/eventos/9?idSection=9');
  });

  it('draws each option in its image style, tile by default', () => {
    renderMap(options);
    expect(link('Treinamentos').dataset.imageStyle).toBe('tile');
    expect(link('Notícias & Avisos').dataset.imageStyle).toBe('icon');
    expect(link('Eventos').dataset.imageStyle).toBe('hybrid');
  });

  it('keeps hidden text (showText: false) as the accessible name', () => {
    renderMap(options);
    expect(link('Biblioteca').getAttribute('href')).toBe('/biblioteca/4?idSection=4');
  });

  it('gives images a reserved size and lazy-loads all but the first few', () => {
    renderMap([...options, { text: 'Extra', sectionTo: 20, image: '/img/extra.jpg' }]);
    const images = [...document.querySelectorAll('img')];
    expect(images.every((image) => image.getAttribute('alt') === '' && image.getAttribute('width'))).toBe(
      true,
    );
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });
});
