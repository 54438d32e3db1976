import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Element } from '../../../src/generated/types';
import { renderBlock } from '../../../tests/setup/engine';

const elements: Element[] = [
  { elementType: 'NODE', idNode: 1, data: { title: 'Liderança', nodeCode: 'HZ-01', nodeType: 'LEARNING' } },
  { elementType: 'NODE', idNode: 2, data: { title: 'Compliance', nodeCode: 'HZ-02', nodeType: 'LEARNING' } },
];
const list = (banner: '0' | '1') =>
  renderBlock({
    blockType: 'List',
    title: 'Trilhas',
    parameters: { banner, mediaUrl: '/img/topo.jpg' },
    elements,
  });

describe('block List', () => {
  it("shows its banner image above the cards when its parameter banner is '1'", async () => {
    const { container } = await list('1');
    await screen.findByRole('link', { name: 'Liderança' });
    const banner = container.querySelector('[data-banner] img');
    expect(banner?.getAttribute('src')).toBe('/img/topo-format-landscape-large.jpg');
    // Above the cards: before the first card in the page.
    const card = screen.getByRole('link', { name: 'Liderança' });
    expect(banner!.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows no banner when banner is '0'", async () => {
    const { container } = await list('0');
    await screen.findByRole('link', { name: 'Liderança' });
    expect(container.querySelector('[data-banner]')).toBeNull();
  });

  it('draws its elements one per line as banner cards', async () => {
    const { container } = await list('0');
    await screen.findByRole('link', { name: 'Compliance' });
    expect([...container.querySelectorAll('article')].map((card) => card.dataset.variant)).toEqual([
      'banner',
      'banner',
    ]);
  });
});
