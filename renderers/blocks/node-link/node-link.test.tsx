import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '../../../tests/setup/engine';
import { hrefOf } from '../../../tests/setup/queries';

describe('block NodeLink', () => {
  it('links each node to its learning page when enrolled, else its catalog page, with its progress', async () => {
    await renderBlock({
      blockType: 'NodeLink',
      title: 'Continue por aqui',
      elements: [
        {
          elementType: 'NODE',
          idNode: 1,
          data: { title: 'Liderança', nodeCode: 'HZ-01', nodeType: 'LEARNING' },
          nodeEnrollment: { enrollment: { idEnrollment: 12 }, progress: 60 },
        },
        {
          elementType: 'NODE',
          idNode: 2,
          data: { title: 'Escola de vendas', nodeCode: 'HZ-V', nodeType: 'LEARNING' },
        },
      ],
    });
    expect((await screen.findByRole('link', { name: 'Liderança' })).getAttribute('href')).toBe(
      '/level/12/HZ-01',
    );
    expect(hrefOf('Escola de vendas')).toBe('/catalog/HZ-V');
    expect(screen.getAllByRole('progressbar').map((bar) => (bar as HTMLProgressElement).value)).toEqual([60]);
    expect(screen.getByRole('region', { name: 'Continue por aqui' })).toBeTruthy();
  });
});
