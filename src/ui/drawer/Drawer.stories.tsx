import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Drawer } from './Drawer';

function Filters({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filtros
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Filtrar cursos">
        <p>Categorias, situação e carga horária.</p>
      </Drawer>
    </>
  );
}

const meta = { title: 'Widgets/Drawer', component: Filters, args: { initiallyOpen: true } } satisfies Meta<
  typeof Filters
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { initiallyOpen: false } };
