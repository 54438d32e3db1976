import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LearningTrail } from './LearningTrail';

const crumbs = [
  { label: 'Início', to: '/' },
  { label: 'Escola de Liderança', to: '/catalog/ORG1' },
  { label: 'Trilha de Liderança', to: '/level/10' },
  { label: 'Comunicação não violenta no trabalho', to: '/contentNode/55' },
];

const initialWidth = window.innerWidth;
function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}
afterEach(() => resizeTo(initialWidth));

const links = () =>
  within(screen.getByRole('navigation', { name: 'Você está em' }))
    .getAllByRole('link')
    // What the eye reads: a cut title's visible text (the whole title is there for screen readers).
    .map((link) => (link.querySelector('[aria-hidden="true"]') ?? link).textContent);

describe('the learning footer trail follows the window', () => {
  it('25 characters and every crumb above 800 px, 13 and collapsed at 800 px or less', () => {
    resizeTo(1024);
    render(
      <MemoryRouter>
        <LearningTrail crumbs={crumbs} />
      </MemoryRouter>,
    );
    expect(links()).toEqual([
      'Início',
      'Escola de Liderança',
      'Trilha de Liderança',
      'Comunicação não violenta...',
    ]);
    resizeTo(800);
    expect(links()).toEqual(['Início', 'Trilha de Lid...', 'Comunicação n...']);
    expect(screen.getByRole('button', { name: 'Mostrar caminho completo' })).toBeTruthy();
    resizeTo(801);
    expect(links()).toHaveLength(4);
  });
});
