import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DesignFormat } from '../../../src/generated/types';
import { renderSectionItems, testItem, testSection } from '../../../tests/setup/engine';
import HighlightList from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(10, { idSection: 105, name: 'Destaques da semana' });
const titles = ['Melhores empresas', 'Semana da Inovação', 'Refeitório', 'Plano de saúde', 'Vacinação'];
const items = (count = titles.length) =>
  titles.slice(0, count).map((text, at) => testItem(1019 + at, 3, text));

const renderList = (raw: unknown[], format: DesignFormat = {}) =>
  renderSectionItems(HighlightList, section, raw, format);

const emphasis = (emphasisNumber: number): DesignFormat => ({ menuitem: { emphasisNumber } });

const linksIn = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('highlight list (section type 10)', () => {
  it('emphasises the first item when the design gives no emphasisNumber', () => {
    renderList(items());
    expect(linksIn('Destaques')).toEqual(['Melhores empresas']);
    expect(linksIn('Mais conteúdos')).toEqual(titles.slice(1));
  });

  it('emphasises none with emphasisNumber 0: every item is in the compact list', () => {
    renderList(items(), emphasis(0));
    expect(screen.queryByRole('list', { name: 'Destaques' })).toBeNull();
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(5);
  });

  it('emphasises the first 3 with emphasisNumber 3', () => {
    renderList(items(), emphasis(3));
    expect(linksIn('Destaques')).toEqual(titles.slice(0, 3));
    expect(linksIn('Mais conteúdos')).toEqual(titles.slice(3));
  });

  it('emphasises every item when emphasisNumber exceeds them, with no compact list', () => {
    renderList(items(2), emphasis(10));
    expect(linksIn('Destaques')).toEqual(titles.slice(0, 2));
    expect(screen.queryByRole('list', { name: 'Mais conteúdos' })).toBeNull();
  });

  it('links every item to /content/{id}?idSection', () => {
    renderList(items(2));
    expect(hrefOf('Melhores empresas')).toBe('/content/1019?idSection=105');
    expect(hrefOf('Semana da Inovação')).toBe('/content/1020?idSection=105');
  });

  it('shows the fallback in place of an invalid item, also among the emphasised', () => {
    renderList([{ idContentItem: 3 }, ...items(2)], emphasis(1));
    expect(
      within(screen.getByRole('list', { name: 'Destaques' })).getByText('Este item não pôde ser exibido.'),
    ).toBeTruthy();
    expect(linksIn('Mais conteúdos')).toEqual(titles.slice(0, 2));
  });
});
