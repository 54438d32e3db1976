import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Crumb } from './Breadcrumbs';
import { RuledTrail } from './RuledTrail';
import { CONTENT_TRAIL, learningTrailRules } from './trailRules';

const trail: Crumb[] = [
  { label: 'Início', to: '/' },
  { label: 'Escola de Liderança e Gestão de Pessoas', to: '/catalog/ORG1' },
  { label: 'Trilha de Liderança', to: '/level/10' },
  { label: 'Módulo 1', to: '/level/10/N2' },
  { label: 'Comunicação não violenta no trabalho', to: '/contentNode/55' },
];

const SMALL = learningTrailRules(375);
const LARGE = learningTrailRules(1280);

function renderTrail(crumbs: readonly Crumb[], rules = CONTENT_TRAIL) {
  render(
    <MemoryRouter>
      <RuledTrail crumbs={crumbs} rules={rules} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Você está em' });
}

const shownTexts = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    // What the eye reads: a cut title's visible text (the whole title is there for screen readers).
    .map((link) => (link.querySelector('[aria-hidden="true"]') ?? link).textContent);

describe('Breadcrumbs', () => {
  it('keeps the content app trail: 40 characters, every crumb, no button', () => {
    const nav = renderTrail(trail);
    expect(shownTexts(nav)).toEqual([
      'Início',
      'Escola de Liderança e Gestão de Pessoas',
      'Trilha de Liderança',
      'Módulo 1',
      'Comunicação não violenta no trabalho',
    ]);
    expect(within(nav).queryByRole('button')).toBeNull();
  });

  it('cuts at 25 characters on large screens, the full title kept as name and tooltip', () => {
    const nav = renderTrail(trail, LARGE);
    expect(shownTexts(nav)).toEqual([
      'Início',
      'Escola de Liderança e Ges...',
      'Trilha de Liderança',
      'Módulo 1',
      'Comunicação não violenta...',
    ]);
    const current = within(nav).getByRole('link', { name: 'Comunicação não violenta no trabalho' });
    expect(current.getAttribute('title')).toBe('Comunicação não violenta no trabalho');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('button')).toBeNull();
  });

  it('on small screens cuts at 13 and collapses to the first, "…" and the last two', () => {
    const nav = renderTrail(trail, SMALL);
    expect(shownTexts(nav)).toEqual(['Início', 'Módulo 1', 'Comunicação n...']);
    const expand = within(nav).getByRole('button', { name: 'Mostrar caminho completo' });
    expect(expand.textContent).toBe('…');
  });

  it('the "…" button shows the whole trail and hands the focus to the first crumb it hid', () => {
    const nav = renderTrail(trail, SMALL);
    const expand = within(nav).getByRole('button', { name: 'Mostrar caminho completo' });
    expand.focus();
    fireEvent.click(expand);
    expect(shownTexts(nav)).toEqual([
      'Início',
      'Escola de Lid...',
      'Trilha de Lid...',
      'Módulo 1',
      'Comunicação n...',
    ]);
    expect(within(nav).queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(
      within(nav).getByRole('link', { name: 'Escola de Liderança e Gestão de Pessoas' }),
    );
  });

  it('does not collapse 3 crumbs on a small screen', () => {
    const nav = renderTrail(trail.slice(0, 3), SMALL);
    expect(shownTexts(nav)).toEqual(['Início', 'Escola de Lid...', 'Trilha de Lid...']);
    expect(within(nav).queryByRole('button')).toBeNull();
  });
});
