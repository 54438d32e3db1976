import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

function Paged({ initial, pageCount }: { initial: number; pageCount: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageCount={pageCount} onPage={setPage} />;
}

const meta = {
  title: 'Widgets/Pagination',
  component: Paged,
  args: { initial: 1, pageCount: 5 },
} satisfies Meta<typeof Paged>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewPages: Story = {};
export const ManyPagesInTheMiddle: Story = { args: { initial: 10, pageCount: 20 } };
