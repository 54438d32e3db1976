import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MenuSection } from '../../../src/generated/types';
import { renderSectionItems } from '../../../tests/setup/engine';
import CardMenu from './index';

const section: MenuSection = { idSection: 173, idSectionType: 33, name: 'Trilhas por área' };

const items = [
  { idContentItem: 5010, idContentType: 4, text: 'Comercial', description: 'Prospecção e negociação' },
  { idContentItem: 5011, idContentType: 4, text: 'Compliance', image: '/demo/capa-compliance.svg' },
];

const renderMenu = (raw: unknown[]) => renderSectionItems(CardMenu, section, raw);

describe('card menu (section type 33)', () => {
  it('opens each card at /cardMenu/{idContentItem}', () => {
    renderMenu(items);
    expect(screen.getByRole('link', { name: 'Comercial' }).getAttribute('href')).toBe('/cardMenu/5010');
    expect(screen.getByRole('link', { name: 'Compliance' }).getAttribute('href')).toBe('/cardMenu/5011');
    expect(screen.getByText('Prospecção e negociação')).toBeTruthy();
  });
});
