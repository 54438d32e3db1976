import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { BlockParameters, Element } from '../../../src/generated/types';
import { renderBlock } from '../../../tests/setup/engine';
import { resizeTo, restoreWidthAfterEach } from '../../../tests/setup/viewport';

restoreWidthAfterEach();

const elements: Element[] = Array.from({ length: 6 }, (_, at) => ({
  elementType: 'NODE',
  idNode: at + 1,
  data: {
    title: `Trilha ${at + 1}`,
    nodeCode: `HZ-0${at + 1}`,
    nodeType: 'LEARNING',
    image: `/img/t${at + 1}.jpg`,
  },
}));

const renderGrid = (parameters: BlockParameters) =>
  renderBlock({ blockType: 'Grid', title: 'Trilhas', parameters, elements });

/** The columns the grid lays its cards in (the CSS variable it sets on its list). */
const columns = () => {
  const list = screen.getByRole('list');
  return Object.values(list.style).map((name) => list.style.getPropertyValue(name))[0];
};

describe('block Grid', () => {
  it('lays its cards in its format’s columns: portrait 5, square 4, landscape-xsmall 3 on wide screens', async () => {
    resizeTo(1280);
    const { unmount } = await renderGrid({ cardFormat: 'portrait' });
    await screen.findByRole('link', { name: 'Trilha 1' });
    expect(columns()).toBe('5');
    unmount();
    await renderGrid({ cardFormat: 'square' });
    await screen.findByRole('link', { name: 'Trilha 1' });
    expect(columns()).toBe('4');
  });

  it('follows the screen: 3 on large screens, 2 on medium ones', async () => {
    resizeTo(1000);
    await renderGrid({ cardFormat: 'portrait' });
    await screen.findByRole('link', { name: 'Trilha 1' });
    expect(columns()).toBe('3');
    act(() => resizeTo(800));
    expect(columns()).toBe('2');
  });

  it('draws every element as a card of its format, asking for the format’s image crop', async () => {
    const { container } = await renderGrid({ cardFormat: 'portrait' });
    await screen.findByRole('link', { name: 'Trilha 6' });
    const cards = [...container.querySelectorAll('article')];
    expect(cards.map((card) => card.dataset.format)).toEqual(Array(6).fill('portrait'));
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/img/t1-format-portrait.jpg');
    expect(screen.getByRole('heading', { level: 2, name: 'Trilhas' })).toBeTruthy();
  });
});
