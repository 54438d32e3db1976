import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '../../../tests/setup/engine';

describe('block ListBlocks', () => {
  it('draws its elements as block cards: the title laid over the image', async () => {
    const { container } = await renderBlock({
      blockType: 'ListBlocks',
      title: 'Escolas',
      elements: [
        {
          elementType: 'NODE',
          idNode: 1,
          data: { title: 'Escola de vendas', nodeCode: 'HZ-V', nodeType: 'LEARNING', image: '/img/v.png' },
        },
      ],
    });
    const link = await screen.findByRole('link', { name: 'Escola de vendas' });
    const card = container.querySelector('article')!;
    expect(card.dataset.variant).toBe('block');
    // The heading sits inside the image's box, with the image.
    expect(within(card.querySelector('img')!.parentElement!).getByRole('link')).toBe(link);
  });
});
