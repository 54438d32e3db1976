import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { demoNodes } from '../../../.storybook/learning-blocks';
import { renderBlock } from '../../../tests/setup/engine';

describe('block Campaign', () => {
  it('shows the campaign by name, its text, its image and its categories as cards leading to them', async () => {
    const { container } = await renderBlock({
      blockType: 'Campaign',
      idBlock: 15,
      title: 'Campanha Aprender Juntos',
      text: 'Ganhe pontos a cada conteúdo concluído.',
      parameters: { mediaType: 'image', mediaUrl: '/demo/tile-trilhas.svg', cardFormat: 'square' },
      elements: demoNodes.slice(0, 2),
    });
    expect(await screen.findByRole('heading', { name: 'Campanha Aprender Juntos' })).toBeTruthy();
    expect(screen.getByText('Ganhe pontos a cada conteúdo concluído.')).toBeTruthy();
    expect(container.querySelector('img[src$="/demo/tile-trilhas.svg"]')?.getAttribute('alt')).toBe('');
    const first = await screen.findByRole('link', { name: /Liderança na prática/ });
    expect(first.getAttribute('href')).toBe('/catalog/HZ-01');
    expect(screen.getByRole('link', { name: /Compliance e ética/ })).toBeTruthy();
  });

  it('shows no image for another media type or an address that is no web page', async () => {
    const { container } = await renderBlock({
      blockType: 'Campaign',
      title: 'Campanha',
      parameters: { mediaType: 'image', mediaUrl: 'javascript:alert(1)' },
      elements: demoNodes.slice(0, 1),
    });
    await screen.findByRole('link', { name: /Liderança na prática/ });
    expect(container.querySelector('img[src^="javascript"]')).toBeNull();
  });
});
