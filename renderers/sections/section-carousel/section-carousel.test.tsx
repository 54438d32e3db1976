import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderMenuOptions, testSection } from '../../../tests/setup/engine';
import { resizeTo, restoreWidthAfterEach } from '../../../tests/setup/viewport';
import SectionCarousel from './index';

const section = testSection(13, { idSection: 124, name: 'Explore as áreas' });
const options = [
  { text: 'Boas-vindas', sectionTo: 2, image: '/img/a.svg' },
  { text: 'Compliance e Ética', sectionTo: 3 },
  { text: 'Bem-estar', sectionTo: 4 },
  { text: 'Podcasts', sectionTo: 5 },
  { text: 'Academia de Vendas', sectionTo: 6 },
];

const renderCarousel = (raw: unknown[] = options) => renderMenuOptions(SectionCarousel, section, raw);

const shown = () => screen.getAllByRole('link').map((link) => link.textContent);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

restoreWidthAfterEach();

describe('carousel of sub-sections (section type 13)', () => {
  it.each([
    [1200, ['Boas-vindas', 'Compliance e Ética', 'Bem-estar'], 2],
    [992, ['Boas-vindas', 'Compliance e Ética', 'Bem-estar'], 2],
    [991, ['Boas-vindas', 'Compliance e Ética'], 3],
    [800, ['Boas-vindas', 'Compliance e Ética'], 3],
    [799, ['Boas-vindas'], 5],
  ])('at %i px shows %j in the first of %i groups', (width, first, groups) => {
    resizeTo(width);
    renderCarousel();
    expect(shown()).toEqual(first);
    expect(screen.getAllByRole('button', { name: /Ir para o grupo/ })).toHaveLength(groups);
  });

  it('names the carousel after the section and links each tile to its sub-section', () => {
    resizeTo(1024);
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Explore as áreas' });
    expect(within(carousel).getByRole('link', { name: 'Compliance e Ética' }).getAttribute('href')).toBe(
      '/compliance-e-etica/3?idSection=3',
    );
  });

  it('moves with "Próximo" and "Anterior"', () => {
    resizeTo(1024);
    renderCarousel();
    expect(button('Anterior').disabled).toBe(true);
    fireEvent.click(button('Próximo'));
    expect(shown()).toEqual(['Podcasts', 'Academia de Vendas']);
    expect(screen.getByRole('group', { name: '2 de 2' })).toBeTruthy();
    expect(button('Próximo').disabled).toBe(true);
    fireEvent.click(button('Anterior'));
    expect(shown()).toEqual(['Boas-vindas', 'Compliance e Ética', 'Bem-estar']);
  });

  it('says "Nenhum conteúdo disponível" without options', () => {
    renderCarousel([]);
    expect(screen.getByText('Nenhum conteúdo disponível')).toBeTruthy();
  });
});
