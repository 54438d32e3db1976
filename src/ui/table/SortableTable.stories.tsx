import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SortableTable, sortRows, type TableColumn, type TableSort } from './SortableTable';

interface Enrollment {
  id: number;
  course: string;
  progress: number;
}

type ColumnId = 'course' | 'progress';
const columns: TableColumn<Enrollment, ColumnId>[] = [
  {
    id: 'course',
    label: 'Curso',
    cell: (row) => row.course,
    sortValue: (row) => row.course,
    isRowHeader: true,
  },
  { id: 'progress', label: 'Progresso', cell: (row) => `${row.progress}%`, sortValue: (row) => row.progress },
];

function Enrollments({ rows }: { rows: Enrollment[] }) {
  const [sort, setSort] = useState<TableSort<ColumnId> | null>({ column: 'course', direction: 'ascending' });
  return (
    <SortableTable
      label="Minhas matrículas"
      columns={columns}
      rows={sortRows(rows, columns, sort)}
      rowId={(row) => row.id}
      sort={sort}
      onSort={setSort}
      emptyText="Nenhuma matrícula encontrada"
    />
  );
}

const meta = {
  title: 'Widgets/Sortable table',
  component: Enrollments,
  args: {
    rows: [
      { id: 1, course: 'Vendas consultivas', progress: 40 },
      { id: 2, course: 'Ética no trabalho', progress: 100 },
      { id: 3, course: 'Atendimento ao cliente', progress: 5 },
    ],
  },
} satisfies Meta<typeof Enrollments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sorted: Story = {};
export const Empty: Story = { args: { rows: [] } };
