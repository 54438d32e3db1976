import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSectionItems, testItem, testSection } from '../../../tests/setup/engine';
import CardMenu from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(33, { idSection: 173, name: 'Trilhas por área' });

const items = [
  testItem(5010, 4, 'Comercial', { description: 'Prospecção e negociação' }),
  testItem(5011, 4, 'Compliance', { image: '/demo/capa-compliance.svg' }),
];

const renderMenu = (raw: unknown[]) => renderSectionItems(CardMenu, section, raw);

describe('card menu (section type 33)', () => {
  it('opens each card at /cardMenu/{idContentItem}', () => {
    renderMenu(items);
    expect(hrefOf('Comercial')).toBe('/cardMenu/5010');
    expect(hrefOf('Compliance')).toBe('/cardMenu/5011');
    expect(screen.getByText('Prospecção e negociação')).toBeTruthy();
  });
});
