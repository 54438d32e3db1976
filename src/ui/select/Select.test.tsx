import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';
import { statusOptions, type Status } from './example';

function StatusFilter() {
  const [status, setStatus] = useState<Status | null>(null);
  return (
    <>
      <Select label="Situação" options={statusOptions} selected={status} onSelect={setStatus} />
      <output>{status ?? 'nenhum'}</output>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /Situação/ });

describe('Select', () => {
  it('says "Selecione" until a choice, is chosen from the keyboard and shows the choice', () => {
    render(<StatusFilter />);
    const button = trigger();
    expect(button.textContent).toContain('Selecione');
    // While open, the rest of the page is hidden from assistive technology (the button too).
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyUp(button, { key: 'ArrowDown' });
    const listbox = screen.getByRole('listbox', { name: 'Situação' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Em andamento', 'Concluídos']);
    // The first option has focus; ArrowDown moves to the second, Enter chooses it.
    const first = within(listbox).getByRole('option', { name: 'Todos' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const second = within(listbox).getByRole('option', { name: 'Em andamento' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Enter' });
    fireEvent.keyUp(second, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Em andamento');
    expect(screen.getByRole('status').textContent).toBe('andamento');
  });
});
