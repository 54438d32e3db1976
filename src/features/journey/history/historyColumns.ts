// The columns the history and the certificates share (learning-area.md 2.4: Título, Status,
// Conclusão), each sortable by its value: dates by their instant, statuses by their pt-BR words.
import type { HistoryRow } from '../../../generated/types';
import { formatIsoDate } from '../../../i18n/dates';
import { historyMessages as text } from '../../../i18n/journey-history';
import { learningStatusLabels } from '../../../i18n/learning-status';
import type { TableColumn } from '../../../ui/table/SortableTable';

export const statusLabel = (row: HistoryRow) => learningStatusLabels[row.enrollmentStatus];

export const dayOf = (iso: string | null | undefined) =>
  formatIsoDate(iso ?? undefined, 'numericDate') ?? '—';

/** A date's sort value: its instant; none sorts first. */
export const instantOf = (iso: string | null | undefined) => (iso ? Date.parse(iso) : 0);

export const titleColumn: TableColumn<HistoryRow, 'title'> = {
  id: 'title',
  label: text.title,
  cell: (row) => row.title,
  sortValue: (row) => row.title,
  isRowHeader: true,
};

export const statusColumn: TableColumn<HistoryRow, 'status'> = {
  id: 'status',
  label: text.status,
  cell: statusLabel,
  sortValue: statusLabel,
};

export const finishedColumn: TableColumn<HistoryRow, 'finished'> = {
  id: 'finished',
  label: text.finished,
  cell: (row) => dayOf(row.finishDate),
  sortValue: (row) => instantOf(row.finishDate),
};
