// The sample table the story and the test share: a learner's enrolments, sortable by course or progress.
import { useState } from 'react';
import { SortableTable, sortRows, type TableColumn, type TableSort } from './SortableTable';

export interface Enrollment {
  id: number;
  course: string;
  progress: number;
}

type EnrollmentColumn = 'course' | 'progress';

const enrollmentColumns: TableColumn<Enrollment, EnrollmentColumn>[] = [
  {
    id: 'course',
    label: 'Curso',
    cell: (row) => row.course,
    sortValue: (row) => row.course,
    isRowHeader: true,
  },
  { id: 'progress', label: 'Progresso', cell: (row) => `${row.progress}%`, sortValue: (row) => row.progress },
];

interface EnrollmentsTableProps {
  rows: Enrollment[];
  initialSort?: TableSort<EnrollmentColumn> | null;
  emptyText?: string;
}

export function EnrollmentsTable({
  rows,
  initialSort = null,
  emptyText = 'Nenhuma matrícula encontrada',
}: EnrollmentsTableProps) {
  const [sort, setSort] = useState(initialSort);
  return (
    <SortableTable
      label="Minhas matrículas"
      columns={enrollmentColumns}
      rows={sortRows(rows, enrollmentColumns, sort)}
      rowId={(row) => row.id}
      sort={sort}
      onSort={setSort}
      emptyText={emptyText}
    />
  );
}
