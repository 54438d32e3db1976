import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';
import { statusOptions, type Status } from './example';

function StatusFilter({ initial }: { initial: Status | null }) {
  const [status, setStatus] = useState<Status | null>(initial);
  return <Select label="Situação" options={statusOptions} selected={status} onSelect={setStatus} />;
}

const meta = { title: 'Widgets/Select', component: StatusFilter, args: { initial: null } } satisfies Meta<
  typeof StatusFilter
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const Chosen: Story = { args: { initial: 'andamento' } };
