import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '../../../tests/setup/engine';

describe('block TextSection', () => {
  it('draws its HTML text sanitised: markup kept, scripts and handlers gone', async () => {
    const { container } = await renderBlock({
      blockType: 'TextSection',
      title: 'Como funciona',
      text: '<p>Conclua as <strong>trilhas</strong>.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
    });
    expect(await screen.findByRole('heading', { name: 'Como funciona' })).toBeTruthy();
    expect(screen.getByText('trilhas').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('says its HTML once, not again as plain text under the title', async () => {
    const { container } = await renderBlock({ blockType: 'TextSection', text: '<p>Um parágrafo.</p>' });
    await screen.findByText('Um parágrafo.');
    expect(container.textContent).toBe('Um parágrafo.');
  });
});
