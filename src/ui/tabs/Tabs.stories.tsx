import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs';

type Part = 'andamento' | 'concluidos';

function JourneyTabs({ initial }: { initial: Part }) {
  const [selected, setSelected] = useState<Part>(initial);
  return (
    <Tabs
      label="Minha jornada"
      tabs={[
        { id: 'andamento', label: 'EM ANDAMENTO' },
        { id: 'concluidos', label: 'CONCLUÍDOS' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>{selected === 'andamento' ? 'Cursos em andamento' : 'Cursos concluídos'}</p>
    </Tabs>
  );
}

const meta = {
  title: 'Widgets/Tabs',
  component: JourneyTabs,
  args: { initial: 'andamento' },
} satisfies Meta<typeof JourneyTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { initial: 'concluidos' } };
