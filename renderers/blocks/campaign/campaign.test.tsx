import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { demoNodes } from '../../../.storybook/learning-blocks';
import { demoNode } from '../../../src/features/learning-catalog/test-support';
import { renderBlock } from '../../../tests/setup/engine';
import { serverError } from '../../../tests/setup/fake-api';
import { renderBlockSignedIn } from '../../../tests/setup/learning-signed-in';

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

describe('block Campaign naming its campaign (7.1)', { timeout: 20_000 }, () => {
  const campaignBlock = {
    blockType: 'Campaign',
    idBlock: 16,
    title: 'Campanha Aprender Juntos',
    parameters: {
      mediaType: 'image',
      mediaUrl: '/demo/tile-trilhas.svg',
      idCampaign: 4,
      cardFormat: 'square',
    },
    // What the block carries is not drawn: the campaign's categories come from the server.
    elements: demoNodes.slice(0, 1),
  } as const;

  it("loads the campaign's categories and draws them as the block's cards, under its image", async () => {
    const { api, container } = await renderBlockSignedIn(campaignBlock, () => ({
      data: [demoNode(1, { nodeType: 'ORGANIZATION' }), demoNode(2, { nodeType: 'ORGANIZATION' })],
    }));
    const first = await screen.findByRole('link', { name: 'Atendimento na prática 1' });
    expect(first.getAttribute('href')).toBe('/catalog/HZ-CAT-1');
    expect(screen.getByRole('link', { name: 'Vendas na prática 2' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Liderança na prática/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Campanha Aprender Juntos' })).toBeTruthy();
    expect(container.querySelector('img[src$="/demo/tile-trilhas.svg"]')).not.toBeNull();
    expect(container.querySelectorAll('article')[0]?.dataset.format).toBe('square');
    expect(api.calls.map((call) => call.pathname)).toEqual(['/learning/categories/campaign/4']);
  });

  it('is left out of the page when the campaign has no categories', async () => {
    const { api, container } = await renderBlockSignedIn(campaignBlock, () => ({ data: [] }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('h2, article, img')).toBeNull());
  });

  it('says the load failed, with a retry, when the server does not answer', async () => {
    let fail = true;
    await renderBlockSignedIn(campaignBlock, () => (fail ? serverError() : { data: [demoNode(3)] }));
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Dados na prática 3' })).toBeTruthy();
  });
});
