import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';
import { statusOptions, type Status } from './example';

function StatusFilter({ initial = null }: { initial?: Status | null }) {
  const [status, setStatus] = useState<Status | null>(initial);
  return (
    <>
      <Select label="Situação" options={statusOptions} selected={status} onSelect={setStatus} />
      <output>{status ?? 'nenhum'}</output>
    </>
  );
}

const select = () => screen.getByRole('combobox', { name: 'Situação' });

describe('Select', () => {
  it('says "Selecione" until a choice, which cannot be chosen back, and shows the choice', () => {
    render(<StatusFilter />);
    const placeholder = within(select()).getByRole('option', { name: 'Selecione' }) as HTMLOptionElement;
    expect(placeholder.selected).toBe(true);
    expect(placeholder.disabled).toBe(true);
    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione', 'Todos', 'Em andamento', 'Concluídos']);
    fireEvent.change(select(), { target: { value: 'andamento' } });
    expect(screen.getByRole('status').textContent).toBe('andamento');
    expect((select() as HTMLSelectElement).value).toBe('andamento');
    // Once something is chosen, 'Selecione' is no longer among the options.
    expect(within(select()).queryByRole('option', { name: 'Selecione' })).toBeNull();
  });

  it('shows a choice made before, and changes it', () => {
    render(<StatusFilter initial="concluidos" />);
    expect((select() as HTMLSelectElement).value).toBe('concluidos');
    fireEvent.change(select(), { target: { value: 'todos' } });
    expect(screen.getByRole('status').textContent).toBe('todos');
  });
});
