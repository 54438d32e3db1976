import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './Drawer';

function Filters() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filtros
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Filtrar cursos">
        <p>Categorias</p>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a dialog named by its title and closes with "Fechar"', () => {
    render(<Filters />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const drawer = screen.getByRole('dialog', { name: 'Filtrar cursos' });
    expect(drawer.textContent).toContain('Categorias');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
