import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Element } from '../../../src/generated/types';
import { renderBlock } from '../../../tests/setup/engine';
import { resizeTo, restoreWidthAfterEach } from '../../../tests/setup/viewport';

restoreWidthAfterEach();

const elements: Element[] = Array.from({ length: 7 }, (_, at) => ({
  elementType: 'NODE',
  idNode: at + 1,
  data: { title: `Trilha ${at + 1}`, nodeCode: `HZ-0${at + 1}`, nodeType: 'LEARNING' },
}));

const shown = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('block Carrousel', () => {
  it('turns a row of its format’s columns at a time, with pt-BR controls', async () => {
    resizeTo(1280);
    await renderBlock({
      blockType: 'Carrousel',
      title: 'Novidades',
      parameters: { cardFormat: 'portrait' },
      elements,
    });
    await screen.findByRole('link', { name: 'Trilha 1' });
    expect(shown()).toEqual(['Trilha 1', 'Trilha 2', 'Trilha 3', 'Trilha 4', 'Trilha 5']);
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(shown()).toEqual(['Trilha 6', 'Trilha 7']);
    expect(screen.getByRole('region', { name: 'Novidades' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Ir para o grupo/ })).toHaveLength(2);
  });

  it('groups by the screen too: 2 cards on a medium screen', async () => {
    resizeTo(800);
    await renderBlock({ blockType: 'Carrousel', parameters: { cardFormat: 'square' }, elements });
    await screen.findByRole('link', { name: 'Trilha 1' });
    expect(shown()).toEqual(['Trilha 1', 'Trilha 2']);
  });
});
