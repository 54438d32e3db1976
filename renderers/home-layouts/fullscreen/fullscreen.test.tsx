import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderMenuOptions, testSection } from '../../../tests/setup/engine';
import Fullscreen from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(1, { idSection: 1, name: 'Home' });
const options = [
  { text: 'Treinamentos', sectionTo: 12, image: '/img/t.jpg' },
  { text: 'Eventos', sectionTo: 9, color: '#1d4ed8' },
];

const renderScreens = (raw: unknown[]) => renderMenuOptions(Fullscreen, section, raw);

describe('home fullscreen', () => {
  it('gives each option its own screen, linking to its section', () => {
    renderScreens(options);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(hrefOf('Eventos')).toBe('/eventos/9?idSection=9');
  });
});
