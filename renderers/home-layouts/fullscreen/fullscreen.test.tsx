import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { validate, validateItems } from '../../../src/engine';
import type { MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import Fullscreen from './index';

const section: MenuSection = { idSection: 1, idSectionType: 1, name: 'Home' };
const options = [
  { text: 'Treinamentos', sectionTo: 12, image: '/img/t.jpg' },
  { text: 'Eventos', sectionTo: 9, color: '#1d4ed8' },
];

const renderScreens = (raw: unknown[]) =>
  renderWithEngine(
    <Fullscreen section={section} format={{}} items={validateItems(validate, 'menu-option', raw)} />,
  );

describe('home fullscreen', () => {
  it('gives each option its own screen, linking to its section', () => {
    renderScreens(options);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Eventos' }).getAttribute('href')).toBe('/eventos/9?idSection=9');
  });
});
