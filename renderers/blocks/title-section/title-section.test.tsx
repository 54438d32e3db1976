import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '../../../tests/setup/engine';

describe('block TitleSection', () => {
  it('draws its title as a heading and its text under it', async () => {
    await renderBlock({ blockType: 'TitleSection', title: 'Sua jornada', text: 'Escolha por onde começar.' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sua jornada' })).toBeTruthy();
    expect(screen.getByText('Escolha por onde começar.')).toBeTruthy();
  });

  it("takes its parameters' title and description when the block has none", async () => {
    await renderBlock({
      blockType: 'TitleSection',
      parameters: { title: 'Trilhas', description: 'Para todos os times' },
    });
    expect(await screen.findByRole('heading', { name: 'Trilhas' })).toBeTruthy();
    expect(screen.getByText('Para todos os times')).toBeTruthy();
  });
});
