import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderSectionItems, articleOfLink, testItem, testSection } from '../../../tests/setup/engine';
import MultiFormatList from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(18, { idSection: 107, name: 'Central de materiais' });

const items = [
  testItem(1028, 25, 'Código de Conduta'),
  testItem(1029, 2, 'Atendimento por vídeo'),
  testItem(1030, 1, 'Política de viagens em áudio'),
  testItem(1031, 18, 'Playbook comercial'),
  testItem(1032, 25, 'Guia do colaborador'),
  testItem(1033, 4, 'Portal interno'),
  testItem(1034, 26, 'Curso de integração'),
];

const renderList = (raw: unknown[]) => renderSectionItems(MultiFormatList, section, raw);

const row = articleOfLink;
const titles = () => screen.getAllByRole('link').map((link) => link.textContent);
const chip = (name: string) => screen.getByRole('button', { name });

describe('multiple-format list (section type 18)', () => {
  it('labels each item with its type name from the catalogue', () => {
    renderList(items);
    expect(within(row('Código de Conduta')).getByText('PDF')).toBeTruthy();
    expect(within(row('Atendimento por vídeo')).getByText('Vídeo')).toBeTruthy();
    expect(within(row('Política de viagens em áudio')).getByText('Áudio')).toBeTruthy();
    expect(within(row('Playbook comercial')).getByText('Arquivo')).toBeTruthy();
    expect(within(row('Portal interno')).getByText('Conteúdo')).toBeTruthy();
  });

  it('offers "Todos" and one chip per format present, in order of appearance', () => {
    renderList(items);
    const group = screen.getByRole('group', { name: 'Filtrar por formato' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Todos', 'PDF', 'Vídeo', 'Áudio', 'Arquivo', 'Conteúdo']);
    expect(chip('Todos').getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by the chosen format and back to all with "Todos"', () => {
    renderList(items);
    fireEvent.click(chip('PDF'));
    expect(chip('PDF').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Todos').getAttribute('aria-pressed')).toBe('false');
    expect(titles()).toEqual(['Código de Conduta', 'Guia do colaborador']);
    fireEvent.click(chip('Conteúdo'));
    expect(titles()).toEqual(['Portal interno', 'Curso de integração']);
    fireEvent.click(chip('Todos'));
    expect(titles()).toHaveLength(7);
  });

  it('links each item to /content/{id}?idSection', () => {
    renderList(items);
    expect(hrefOf('Playbook comercial')).toBe('/content/1031?idSection=107');
  });

  it('shows no chips when every item has the same format', () => {
    renderList([items[0], items[4]]);
    expect(screen.queryByRole('group')).toBeNull();
    expect(titles()).toHaveLength(2);
  });

  it('shows the fallback in place of an invalid item under "Todos"', () => {
    renderList([items[0], { idContentItem: 3 }, items[1]]);
    expect(screen.getByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(titles()).toHaveLength(2);
    fireEvent.click(chip('Vídeo'));
    expect(screen.queryByText('Este item não pôde ser exibido.')).toBeNull();
  });
});
