import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MenuSection } from '../../generated/types';
import { BottomMenu } from './BottomMenu';

const menu: MenuSection[] = [
  { idSection: 1, idSectionType: 1, name: 'Início', icon: '/demo/icone-inicio.svg' },
  { idSection: 5, idSectionType: 8, name: 'Webinars e encontros', showInBottomMenu: true },
  { idSection: 7, idSectionType: 52, name: 'Bate-papo', showInBottomMenu: true },
  {
    idSection: 9,
    idSectionType: 8,
    name: 'Notícias',
    icon: '/demo/icone-noticias.svg',
    showInBottomMenu: true,
  },
];

const entry = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', { name });

describe('the bottom menu', () => {
  it('draws each entry with a picture, never a bullet: the section icon, else one for its kind of screen', () => {
    render(
      <MemoryRouter>
        <BottomMenu menu={menu} />
      </MemoryRouter>,
    );
    // The home takes its section's icon; a section's own icon wins over any drawing.
    expect(entry('Início').querySelector('img')?.getAttribute('src')).toBe('/demo/icone-inicio.svg');
    expect(entry('Notícias').querySelector('img')?.getAttribute('src')).toBe('/demo/icone-noticias.svg');
    // Without one, a drawing chosen by section type (frame.css), hidden from assistive technology.
    expect(entry('Webinars e encontros').querySelector('[data-kind="8"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(entry('Bate-papo').querySelector('[data-kind="52"]')).not.toBeNull();
    expect(screen.getByRole('navigation').textContent).not.toMatch(/[•⌂]/);
  });
});
