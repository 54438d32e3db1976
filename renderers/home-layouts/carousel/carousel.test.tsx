import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderMenuOptions, testSection } from '../../../tests/setup/engine';
import { resizeTo, restoreWidthAfterEach } from '../../../tests/setup/viewport';
import Carousel from './index';

const section = testSection(1, { idSection: 1, name: 'Home' });
const options = Array.from({ length: 7 }, (_, at) => ({ text: `Opção ${at + 1}`, sectionTo: at + 1 }));

const renderCarousel = (raw: unknown[] = options) => renderMenuOptions(Carousel, section, raw);

const shown = () => screen.getAllByRole('link').map((link) => link.textContent);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

restoreWidthAfterEach();

describe('home carousel', () => {
  it('shows groups of 3 at 1024 px and moves with Anterior/Próximo, disabled at the ends', () => {
    resizeTo(1024);
    renderCarousel();
    expect(shown()).toEqual(['Opção 1', 'Opção 2', 'Opção 3']);
    expect(button('Anterior').disabled).toBe(true);
    fireEvent.click(button('Próximo'));
    expect(shown()).toEqual(['Opção 4', 'Opção 5', 'Opção 6']);
    fireEvent.click(button('Próximo'));
    expect(shown()).toEqual(['Opção 7']);
    expect(button('Próximo').disabled).toBe(true);
    expect(button('Anterior').disabled).toBe(false);
  });

  it('shows one tile per group at 500 px, with one dot per group', () => {
    resizeTo(500);
    renderCarousel();
    expect(shown()).toEqual(['Opção 1']);
    expect(screen.getAllByRole('button', { name: /Ir para o grupo/ })).toHaveLength(7);
    fireEvent.click(button('Ir para o grupo 5'));
    expect(shown()).toEqual(['Opção 5']);
    expect(button('Ir para o grupo 5').getAttribute('aria-current')).toBe('true');
  });

  it('regroups on resize around the tile being seen', () => {
    resizeTo(500);
    renderCarousel();
    fireEvent.click(button('Ir para o grupo 5'));
    act(() => resizeTo(1024));
    expect(shown()).toEqual(['Opção 4', 'Opção 5', 'Opção 6']);
    expect(screen.getByRole('group', { name: '2 de 3' })).toBeTruthy();
  });

  it('hands the focus to Anterior when Próximo gets disabled under it', () => {
    resizeTo(1024);
    renderCarousel(options.slice(0, 4));
    button('Próximo').focus();
    fireEvent.click(button('Próximo'));
    expect(document.activeElement).toBe(button('Anterior'));
  });
});
