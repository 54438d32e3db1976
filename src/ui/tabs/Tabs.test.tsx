import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

type Part = 'aulas' | 'materiais' | 'avaliacoes';

function Journey({ initial = 'aulas' as Part }) {
  const [selected, setSelected] = useState<Part>(initial);
  return (
    <Tabs
      label="Partes da trilha"
      tabs={[
        { id: 'aulas', label: 'Aulas' },
        { id: 'materiais', label: 'Materiais' },
        { id: 'avaliacoes', label: 'Avaliações' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>Conteúdo de {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the list, selects the given tab and labels the one panel with it', () => {
    render(<Journey initial="materiais" />);
    expect(screen.getByRole('tablist', { name: 'Partes da trilha' })).toBeTruthy();
    expect(tab('Materiais').getAttribute('aria-selected')).toBe('true');
    expect(tab('Aulas').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Materiais').id);
    expect(panel.textContent).toBe('Conteúdo de materiais');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around; only the selected tab is tabbable', () => {
    render(<Journey />);
    tab('Aulas').focus();
    fireEvent.keyDown(tab('Aulas'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Materiais'));
    expect(tab('Materiais').getAttribute('aria-selected')).toBe('true');
    expect(tab('Materiais').tabIndex).toBe(0);
    expect(tab('Aulas').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Materiais'), { key: 'End' });
    expect(tab('Avaliações').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Avaliações'), { key: 'ArrowRight' });
    expect(tab('Aulas').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Aulas'), { key: 'ArrowLeft' });
    expect(tab('Avaliações').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Avaliações'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Aulas'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Conteúdo de aulas');
  });
});
